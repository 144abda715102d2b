import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StampCardModalView } from '#src/components/modals/StampCardModal.tsx';
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
const full = { ...campaign, filled: true, card_items: campaign.card_items.map((item) => ({ ...item, count: item.quantity, completedDateText: '11月25日' })) };
const coins = { kind: 'bonus_coin', label: 'ボーナスコイン 50枚', amount: 50, expiresAt: '2026-12-02T01:00:00.000Z' };

/** The stamp card modal (spec §2): the card, its stamps, the prize and the claim once every slot is full. */
const meta = {
  title: 'Modals/StampCardModal',
  component: StampCardModalView,
  args: { open: true, campaign, completing: false, notice: null, presentList: [], onComplete: fn(), onClose: fn() },
} satisfies Meta<typeof StampCardModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collecting: some slots stamped (with the day they filled), no claim yet. */
export const Collecting: Story = {
  parameters: { expectedText: ['はじめてのスタンプカード', 'ログインする', '11月25日 達成', 'エピソードを3話読む', '1/3', '達成特典', 'ボーナスコイン 50枚', '1月24日 10:00まで', 'スタンプカードを見る', '閉じる'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('button', { name: '達成特典を受け取る' })).toBeNull();
  },
};

/** Every slot full: the claim button. */
export const Filled: Story = {
  args: { campaign: full },
  parameters: { expectedText: ['3/3', '達成特典を受け取る'] },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement.ownerDocument.body).getByRole('button', { name: '達成特典を受け取る' }).click();
    await expect(args.onComplete).toHaveBeenCalled();
  },
};

/** A card whose prize is a draw of its gacha. */
export const FilledWithGacha: Story = {
  args: { campaign: { ...full, gachaId: 7, prizeText: 'ガチャ1回' } },
  parameters: { expectedText: ['ガチャ1回', '達成特典のガチャを引く'] },
};

/** The claim on its way: the button is disabled. */
export const Completing: Story = {
  args: { campaign: full, completing: true },
  parameters: { expectedText: ['受け取り中…'] },
};

/** Received: the server's message, the prize with its expiry in JST, where to find it. */
export const Completed: Story = {
  args: { campaign: { ...full, completed: true }, notice: 'スタンプカードを達成しました！ボーナスコイン 50枚を受け取りました。', presentList: [coins] },
  parameters: { expectedText: ['スタンプカードを達成しました！ボーナスコイン 50枚を受け取りました。', '有効期限: 12月2日 10:00まで', 'マイアイテム'] },
};

/** The server refused (the card is not full after all): its message. */
export const Refused: Story = {
  args: { campaign: full, notice: 'スタンプがまだ揃っていません。' },
  parameters: { expectedText: ['スタンプがまだ揃っていません。'] },
};

/** The card ended before a slot filled: that slot says so. */
export const Ended: Story = {
  args: { campaign: { ...campaign, running: false, card_items: campaign.card_items.map((item) => (item.count < item.quantity ? { ...item, canComplete: false } : item)) } },
  parameters: { expectedText: ['期間終了', 'このスタンプカードの期間は終了しました'] },
};
