import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DraftView } from '#modules/staff/client.ts';
import { DraftPanel } from '#src/components/staff/DraftPanel.tsx';
import { BANNER_LABELS } from '#src/components/staff/BannerEditor.tsx';
import { inStaffFrame } from './staff-frame.tsx';

const published = {
  placement: 'top',
  imageUrl: '/img/cover/YB000001?w=480',
  alt: '冬のまとめ読みキャンペーン',
  linkUrl: '/book/campaign/titles/',
  startsAt: null,
  endsAt: null,
  position: 1,
  deletedAt: null,
};

const draft: DraftView = {
  id: 7,
  objectType: 'banner',
  objectLabel: 'バナー',
  objectId: '12',
  baseVersion: 3,
  value: { ...published, alt: 'クリスマス特集 12月24日10:00から', startsAt: '2026-12-24T01:00:00.000Z' },
  status: 'draft',
  publishAt: null,
  version: 2,
  authorName: 'スタッフ 山田',
  updatedAt: '2026-11-27T03:00:00.000Z',
  publishedVersion: null,
  publishedAt: null,
  published,
  currentVersion: 3,
  changes: [
    { field: 'alt', before: '冬のまとめ読みキャンペーン', after: 'クリスマス特集 12月24日10:00から' },
    { field: 'startsAt', before: null, after: '2026-12-24T01:00:00.000Z' },
  ],
  stale: false,
};

/** A draft beside what is published: publish now, schedule in JST, cancel, discard; the conflicted draft (decision 058). */
const meta = {
  title: 'Staff/DraftPanel',
  component: DraftPanel,
  decorators: [inStaffFrame],
  args: { draft, labels: BANNER_LABELS, previewTop: true },
} satisfies Meta<typeof DraftPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  parameters: { expectedText: ['下書き #7（バナー #12）', '公開中', 'クリスマス特集 12月24日10:00から', '2026/12/24 10:00 (JST)', '今すぐ公開する', '予約公開する'] },
};

export const New: Story = {
  args: { draft: { ...draft, objectId: null, published: null, baseVersion: 0, currentVersion: 0 } },
  parameters: { expectedText: ['新しいバナー', '（新規）'] },
};

export const Unchanged: Story = {
  args: { draft: { ...draft, changes: [] } },
  parameters: { expectedText: ['公開中の内容と同じです。'] },
};

export const Scheduled: Story = {
  args: { draft: { ...draft, status: 'scheduled', publishAt: '2026-12-24T01:00:00.000Z', version: 3 } },
  parameters: { expectedText: ['予約公開: 2026/12/24 10:00 (JST)', 'この日時のトップページをプレビュー', '予約を取り消す', '予約日時を変更する'] },
};

/** A scheduled campaign draft links to its public page as of its time (decision 071). */
export const ScheduledPagePreview: Story = {
  args: {
    draft: { ...draft, objectType: 'campaign', objectLabel: 'キャンペーン', objectId: '21', status: 'scheduled', publishAt: '2026-12-24T01:00:00.000Z', version: 3 },
    previewTop: false,
    previewPath: '/book/campaign/xmas-sale/',
  },
  parameters: { expectedText: ['下書き #7（キャンペーン #21）', 'この日時の公開ページをプレビュー'] },
};

export const InvalidTime: Story = {
  args: { initial: { error: '入力内容に誤りがあります。', publishAt: '2026-11-01T10:00' } },
  parameters: { expectedText: ['入力内容に誤りがあります。'], expectedRole: 'alert' },
};

export const Conflicted: Story = {
  args: { draft: { ...draft, status: 'conflicted', currentVersion: 4, stale: true } },
  parameters: { expectedText: ['競合（公開されませんでした）', '公開せずに残しています（競合）'], expectedRole: 'alert' },
};

export const Publishing: Story = {
  args: { initial: { busy: true } },
  parameters: { expectedText: ['処理中…'] },
};

export const Published: Story = {
  args: { draft: { ...draft, status: 'published', publishedVersion: 4, publishedAt: '2026-12-24T01:00:00.000Z' }, initial: { message: '公開しました（第4版）。公開ページにすぐ反映されます。' } },
  parameters: { expectedText: ['公開済み', '2026/12/24 10:00 (JST) に公開（第4版）', '公開しました（第4版）。'], expectedRole: 'status' },
};
