import type { Meta, StoryObj } from '@storybook/react-vite';
import { StampCardSheet } from '#src/components/rewards/StampCardSheet.tsx';
import '#src/components/rewards/stamp-card.css';
import type { StampCardCampaign } from '#src/state/stamp-card-store.ts';

const campaign: StampCardCampaign = {
  code: 'welcome',
  label: 'はじめてのスタンプカード',
  thumbnail_url: '/stamp-cards/welcome.svg',
  thumbnailUrl: '/stamp-cards/welcome.svg',
  message: 'ログイン・読書・レビューでスタンプを集めよう！',
  details: 'スタンプは決まったアクションで1つずつ押されます（ランダムではありません）。',
  gachaId: null,
  prizeText: 'ボーナスコイン 50枚',
  card_items: [
    { label: 'ログインする', type: 'daily-sign-in', quantity: 1, count: 1, completedDateText: '11月25日', canComplete: true },
    { label: 'エピソードを3話読む', type: 'episode-read', quantity: 3, count: 1, completedDateText: '', canComplete: true },
    { label: 'レビューを書く', type: 'review', quantity: 1, count: 0, completedDateText: '', canComplete: true },
  ],
  running: true,
  filled: false,
  completed: false,
  endsAtText: '1月24日 10:00',
};
const stampedAll = campaign.card_items.map((item) => ({ ...item, count: item.quantity, completedDateText: '11月25日' }));

/** The stamp card itself (page and modal): thumbnail, message, a row per slot with its stamps, the prize. */
const meta = {
  title: 'Panels/StampCardSheet',
  component: StampCardSheet,
  args: { campaign },
} satisfies Meta<typeof StampCardSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collecting: one slot done (with its day), one part-way, one empty. */
export const Collecting: Story = { parameters: { expectedText: ['ログインする', '11月25日 達成', 'エピソードを3話読む', '1/3', 'レビューを書く', '0/1'] } };

/** Every slot full, the prize not yet claimed. */
export const Filled: Story = { args: { campaign: { ...campaign, filled: true, card_items: stampedAll } }, parameters: { expectedText: ['3/3', '1/1'] } };

/** Completed: the prize received. */
export const Completed: Story = { args: { campaign: { ...campaign, filled: true, completed: true, card_items: stampedAll } }, parameters: { expectedText: ['3/3'] } };

/** The campaign ended before the slots were filled. */
export const Ended: Story = {
  args: { campaign: { ...campaign, running: false, card_items: campaign.card_items.map((item) => (item.count < item.quantity ? { ...item, canComplete: false } : item)) } },
  parameters: { expectedText: ['期間終了'] },
};

/** Inside the modal the card's heading is one level down. */
export const InModal: Story = { args: { headingLevel: 3 } };
