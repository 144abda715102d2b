import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RecommendModalView } from '#src/components/modals/RecommendModal.tsx';

/** An inline SVG banner, so the story needs no network. */
const BANNER = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="840" height="472" viewBox="0 0 840 472"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a9d9b"/><stop offset="1" stop-color="#14305f"/></linearGradient></defs><rect width="840" height="472" fill="url(#g)"/><circle cx="680" cy="120" r="70" fill="#fff" opacity=".15"/><circle cx="140" cy="380" r="110" fill="#fff" opacity=".1"/></svg>',
)}`;

/** The recommend modal (spec §3 "Recommend info"), shown once a day. */
const meta = {
  title: 'Modals/RecommendModal',
  component: RecommendModalView,
  args: {
    open: true,
    imageUrl: BANNER,
    title: '今週のおすすめ特集',
    description: '話題の新連載から完結済みの名作まで、編集部が選んだ作品をまとめました。期間限定で3話まで無料です。',
    moreText: '特集を見る',
    moreUrl: '/feature/weekly/',
    isTargetBlank: false,
    onClose: fn(),
    onMore: fn(),
  },
} satisfies Meta<typeof RecommendModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image, title, description and a link on this site. */
export const Default: Story = {
  parameters: { expectedText: ['今週のおすすめ特集', '編集部が選んだ', '特集を見る', '閉じる'] },
};

/** A link that opens in a new tab (isTargetBlank). */
export const ExternalLink: Story = {
  args: { moreText: 'キャンペーンサイトへ', moreUrl: 'https://example.com/campaign', isTargetBlank: true },
  parameters: { expectedText: ['キャンペーンサイトへ'] },
};

/** Without image nor link: title, description and close only. */
export const TextOnly: Story = {
  args: { imageUrl: undefined, moreUrl: undefined },
  parameters: { expectedText: ['今週のおすすめ特集', '閉じる'] },
};
