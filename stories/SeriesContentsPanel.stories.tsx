import type { Meta, StoryObj } from '@storybook/react-vite';
import { SeriesContentsPanel } from '#src/components/staff/SeriesContentsPanel.tsx';
import { inStaffFrame } from './staff-frame.tsx';

const storyOf = (storyId: number, storyNumber: number, over: Record<string, unknown> = {}) => ({
  storyId,
  titleCode: 'YB000007',
  volumeId: 1,
  storyNumber,
  name: `第${storyNumber}話 ぺんぎんの事件${storyNumber}`,
  paymentType: (storyNumber <= 2 ? 1 : 3) as 1 | 3,
  priceCoins: storyNumber <= 2 ? 0 : 50,
  pageCount: 20,
  publishedAt: '2026-10-01T01:00:00.000Z',
  endsAt: null,
  coverImagePath: null,
  version: 0,
  ...over,
});
const volumeOf = (volumeId: number, serialNumber: number, stories: ReturnType<typeof storyOf>[]) => ({
  volumeId,
  titleCode: 'YB000007',
  serialNumber,
  name: `第${serialNumber}巻`,
  priceCoins: 0,
  publishedAt: '2026-10-01T01:00:00.000Z',
  endsAt: null,
  coverImagePath: null,
  version: 0,
  stories,
});
const volumes = [
  volumeOf(1, 1, [storyOf(11, 1), storyOf(12, 2), storyOf(13, 3)]),
  // The last volume is the open one: its stories show every state.
  volumeOf(2, 2, [storyOf(21, 4, { volumeId: 2, endsAt: '2026-11-01T01:00:00.000Z' }), storyOf(22, 5, { volumeId: 2, publishedAt: '2026-12-24T01:00:00.000Z' })]),
];

/** /staff/series/'s volumes and stories of a title, with their states and the reading order. */
const meta = {
  title: 'Staff/SeriesContentsPanel',
  component: SeriesContentsPanel,
  decorators: [inStaffFrame],
  args: { titleCode: 'YB000007', volumes, orderVersion: 0, now: '2026-11-27T03:00:00.000Z' },
} satisfies Meta<typeof SeriesContentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { volumes: [] }, parameters: { expectedText: ['巻と話（0巻・0話、並び順 第0版）', '巻はまだありません。', '巻を追加する'] } };

export const Filled: Story = { parameters: { expectedText: ['巻と話（2巻・5話、並び順 第0版）', '公開中', '公開終了', '公開前', '2026/12/24 10:00 (JST)'] } };

export const Moved: Story = { args: { initial: { moved: true } }, parameters: { expectedText: ['並び順が変わっています（まだ保存していません）。'], expectedRole: 'status' } };

export const Invalid: Story = {
  args: { initial: { formError: '入力内容に誤りがあります。' } },
  parameters: { expectedText: ['入力内容に誤りがあります。'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    initial: {
      conflict: { current: { titleCode: 'YB000007', volumes: [{ volumeId: 1, storyIds: [12, 11, 13] }] }, currentVersion: 2, yours: { titleCode: 'YB000007', volumes: [{ volumeId: 1, storyIds: [11, 12, 13] }] }, yourVersion: 1 },
    },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました'], expectedRole: 'alert' },
};

export const Saving: Story = { args: { initial: { status: 'saving', moved: true } }, parameters: { expectedText: ['保存中…'] } };

export const Saved: Story = { args: { orderVersion: 2, initial: { status: 'saved' } }, parameters: { expectedText: ['並び順を保存しました（第2版）。作品ページとビューアにすぐ反映されます。'], expectedRole: 'status' } };
