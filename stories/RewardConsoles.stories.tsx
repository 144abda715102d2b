import type { Meta, StoryObj } from '@storybook/react-vite';
import { LotteryConsole } from '#src/components/staff/LotteryConsole.tsx';
import { StampCardConsole } from '#src/components/staff/StampCardConsole.tsx';
import { lotteries, lottery, stampCard } from './reward-staff-fixtures.ts';
import { draftView, scheduledAt } from './draft-fixtures.ts';
import { inStaffFrame } from './staff-frame.tsx';

/** The lists of /staff/stampcard/ and /staff/item/: empty, running, trashed, with open drafts; odds in force and waiting. */
const meta = {
  title: 'Staff/RewardConsoles',
  component: StampCardConsole,
  decorators: [inStaffFrame],
  args: { stampCards: [], lotteries, now: '2026-12-01T03:00:00.000Z' },
} satisfies Meta<typeof StampCardConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StampCardsEmpty: Story = {
  parameters: { expectedText: ['スタンプカードはまだありません。', 'スタンプカードを追加する'] },
};

export const StampCardsListed: Story = {
  args: { stampCards: [stampCard, { ...stampCard, id: 6, code: 'autumn', label: '秋のスタンプカード', deletedAt: '2026-11-30T00:00:00.000Z' }] },
  parameters: { expectedText: ['冬のスタンプカード', '開催中', 'ゴミ箱', '2026/12/01 00:00 (JST)', 'ボーナスコイン 50枚', 'ガチャ「デイリーガチャ」1回', '元に戻す'] },
};

export const StampCardsWithDrafts: Story = {
  args: {
    stampCards: [stampCard, { ...stampCard, id: 6, code: 'autumn', label: '秋のスタンプカード' }],
    drafts: [
      draftView({ objectType: 'stamp-card', objectLabel: 'スタンプカード #7', objectId: '7', value: { label: '冬のスタンプカード（延長）' }, ...scheduledAt }),
      draftView({ id: 22, objectType: 'stamp-card', objectLabel: 'スタンプカード #6', objectId: '6', value: { label: '秋のスタンプカード' } }),
    ],
  },
  parameters: { expectedText: ['予約公開 2026/12/24 10:00 (JST)', '下書きあり'] },
};

export const LotteriesWithDraft: Story = {
  render: () => <LotteryConsole lotteries={[lottery]} now="2026-12-01T03:00:00.000Z" drafts={[draftView({ objectType: 'lottery', objectLabel: 'ガチャ #1', objectId: '1', value: { label: 'デイリーガチャ' }, status: 'conflicted' })]} />,
  parameters: { expectedText: ['下書き: 競合（公開されませんでした）'] },
};

export const LotteriesListed: Story = {
  render: () => <LotteryConsole lotteries={[lottery]} now="2026-12-01T03:00:00.000Z" />,
  parameters: { expectedText: ['デイリーガチャ（daily、第3版）', 'いまの提供割合（第1版', '次の期間からの提供割合（第2版、2026/12/01 18:00 (JST) から）', '10%', '20%'] },
};

export const LotteriesEmpty: Story = {
  render: () => <LotteryConsole lotteries={[]} now="2026-12-01T03:00:00.000Z" />,
  parameters: { expectedText: ['デイリーガチャはまだありません。'] },
};
