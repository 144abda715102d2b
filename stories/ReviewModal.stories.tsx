import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReviewModalView } from '#src/components/reviews/ReviewModal.tsx';

/** The review modal (spec §2 "review"): stars, text with a counter, a spoiler mark; write, rewrite or delete. */
const meta = {
  title: 'Modals/ReviewModal',
  component: ReviewModalView,
  args: {
    open: true,
    titleName: 'シャドウリバース',
    draft: { rating: 0, body: '', hasSpoiler: false },
    editing: false,
    errors: {},
    busy: false,
    onChange: fn(),
    onSubmit: fn(),
    onDelete: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReviewModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first review: no stars yet, an empty text. */
export const New: Story = {
  parameters: { expectedText: ['レビューを書く', 'シャドウリバース', '評価', 'ネタバレを含む', '投稿する', '0/1000文字'] },
};

/** The member's own review, to rewrite or delete. */
export const Editing: Story = {
  args: { editing: true, draft: { rating: 4, body: '一話目から引き込まれました。\n二巻のラストは鳥肌ものです。', hasSpoiler: true } },
  parameters: { expectedText: ['レビューを編集', '面白い', '更新する', '削除する'] },
};

/** Sent without stars and without a text: the errors by their fields. */
export const Errors: Story = {
  args: { errors: { rating: '評価を星1〜5で選んでください', body: 'レビューを入力してください' } },
  parameters: { expectedText: ['評価を星1〜5で選んでください', 'レビューを入力してください'], expectedRole: 'alert' },
};

/** Too long a text: the counter turns red and says why. */
export const TooLong: Story = {
  args: { draft: { rating: 2, body: 'あ'.repeat(1001), hasSpoiler: false }, errors: { body: 'レビューは1000文字以内で入力してください' } },
  parameters: { expectedText: ['1001/1000文字', 'レビューは1000文字以内で入力してください'] },
};

/** Sending: every control waits, the modal stays open. */
export const Sending: Story = {
  args: { busy: true, draft: { rating: 5, body: '最高でした。', hasSpoiler: false } },
  parameters: { expectedText: ['送信しています…'] },
};
