import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryEditorForm } from '#src/components/staff/StoryEditorForm.tsx';
import { inStaffFrame } from './staff-frame.tsx';

const story = {
  storyId: 412,
  titleCode: 'YB000007',
  volumeId: 31,
  storyNumber: 24,
  name: '第24話 雪の駅',
  paymentType: 3 as const,
  priceCoins: 50,
  pageCount: 20,
  publishedAt: '2026-11-20T01:00:00.000Z',
  endsAt: null,
  coverImagePath: null,
  version: 1,
};

/** /staff/series/'s story (episode) form: free / 待てば¥0 / coins, pages, window in JST, cover, drafts, unpublish. */
const meta = {
  title: 'Staff/StoryEditorForm',
  component: StoryEditorForm,
  decorators: [inStaffFrame],
  args: { volumeId: 31, volumeName: '第3巻', story, isFreeForWait: true, now: '2026-11-27T03:00:00.000Z' },
} satisfies Meta<typeof StoryEditorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { story: null }, parameters: { expectedText: ['第3巻に話を追加', '話を追加する', '待てば¥0'] } };

export const Filled: Story = { parameters: { expectedText: ['第24話「第24話 雪の駅」を編集（第1版）', '公開中', '1話の価格（コイン）', '下書き保存'] } };

/** A story scheduled for later, of a title without 待てば¥0 (that choice is off). */
export const ScheduledWithoutWait: Story = {
  args: { isFreeForWait: false, story: { ...story, paymentType: 1, priceCoins: 0, publishedAt: '2026-12-24T01:00:00.000Z' } },
  parameters: { expectedText: ['公開前', 'この作品は待てば¥0の対象ではありません'] },
};

export const Invalid: Story = {
  args: {
    initial: {
      values: { name: '', price_coins: '0' },
      errors: { name: '話の名前を入力してください', price_coins: 'コインで読む話の価格は1コイン以上にしてください' },
      formError: '入力内容に誤りがあります。',
    },
  },
  parameters: { expectedText: ['話の名前を入力してください', 'コインで読む話の価格は1コイン以上にしてください'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    initial: {
      formError: 'ほかのスタッフが先にこの内容を保存しました。',
      conflict: { current: { ...story, name: '第24話 雪の駅（改）' }, currentVersion: 2, yours: { ...story, name: '第24話 冬の駅' }, yourVersion: 1 },
    },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました', '第24話 雪の駅（改）'], expectedRole: 'alert' },
};

export const Saving: Story = { args: { initial: { status: 'saving' } }, parameters: { expectedText: ['保存中…'] } };

export const Saved: Story = { args: { initial: { status: 'saved' } }, parameters: { expectedText: ['保存しました（第24話・第1版）。作品ページとビューアにすぐ反映されます。'], expectedRole: 'status' } };

export const Drafted: Story = {
  args: {
    draft: {
      id: 9,
      objectType: 'story',
      objectLabel: '話',
      objectId: '412',
      baseVersion: 1,
      value: { ...story, name: '第24話 下書きの題' },
      status: 'draft',
      publishAt: null,
      version: 1,
      authorName: 'スタッフ 太郎',
      updatedAt: '2026-11-27T03:00:00.000Z',
      publishedVersion: null,
      publishedAt: null,
      published: story,
      currentVersion: 1,
      stale: false,
      changes: [{ field: 'name', before: story.name, after: '第24話 下書きの題' }],
    },
    initial: { status: 'drafted' },
  },
  parameters: { expectedText: ['下書き #9 を編集しています', '下書きを保存しました（下書き #9）。公開はされていません。'], expectedRole: 'status' },
};
