import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TitleReviewListView } from '#src/components/reviews/TitleReviewListModal.tsx';

const review = (id: number, rating: number, body: string, hasSpoiler = false) => ({
  id,
  reviewerName: `読者${String(id).padStart(3, '0')}`,
  rating,
  body,
  hasSpoiler,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
  isMine: false,
});

/** The title review list modal (spec §2 "title review list"), opened from the title bottom sheet. */
const meta = {
  title: 'Modals/TitleReviewListModal',
  component: TitleReviewListView,
  args: {
    open: true,
    titleCode: 'YB000005',
    titleName: 'シャドウリバース',
    state: {
      kind: 'ready',
      summary: { ratingPoint: 171, ratingCount: 45, reviewCount: 23 },
      reviews: [review(32, 4, '一話目から引き込まれました。続きが気になって、気づいたら朝になっていました。'), review(18, 3, '前半は夢中で読みました。後半の展開は好みが分かれそうです。'), review(7, 5, '二巻のラストは鳥肌ものです。', true)],
      hasMore: true,
      loadingMore: false,
    },
    onMore: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TitleReviewListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reviews with more to load. */
export const Reviews: Story = {
  parameters: { expectedText: ['シャドウリバースのレビュー', '3.8', '45件の評価・23件のレビュー', '読者032', 'ネタバレを含むレビューです（開いて読む）', 'もっと見る', 'レビューページで絞り込む・書く'] },
};

/** Waiting for the first page. */
export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  parameters: { expectedText: ['読み込んでいます…'] },
};

/** Ratings but no review texts yet. */
export const NoReviews: Story = {
  args: { state: { kind: 'ready', summary: { ratingPoint: 40, ratingCount: 10, reviewCount: 0 }, reviews: [], hasMore: false, loadingMore: false } },
  parameters: { expectedText: ['まだレビューはありません。', '10件の評価・0件のレビュー'] },
};

/** The list could not be loaded. */
export const Failed: Story = {
  args: { state: { kind: 'error' } },
  parameters: { expectedText: ['レビューを読み込めませんでした。', 'もう一度読み込む'], expectedRole: 'alert' },
};
