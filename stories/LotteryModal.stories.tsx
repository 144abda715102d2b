import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LotteryModalView } from '#src/components/modals/LotteryModal.tsx';

const result = { drawId: 12, drawNumber: 1, periodKey: '2026-11-26T06', tierId: 'coin-30', tierLabel: '当たり', prizeLabel: 'ボーナスコイン 30枚' };
const coins = { kind: 'bonus_coin', label: 'ボーナスコイン 30枚', amount: 30, expiresAt: '2026-11-29T01:00:00.000Z' };

/** The lottery modal (spec §4 "Lottery flow"): the prize, the presents newest first, the delayed close button. */
const meta = {
  title: 'Modals/LotteryModal',
  component: LotteryModalView,
  args: { open: true, result, presentList: [coins], resultCouponCode: null, dialog: null, remained: 2, showCloseButton: true, onClose: fn() },
} satisfies Meta<typeof LotteryModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After the reveal: the prize, its expiry in JST (72 hours), the draws left and the close button. */
export const Result: Story = {
  parameters: { expectedText: ['当たり', 'ボーナスコイン 30枚が当たりました！', '有効期限: 11月29日 10:00まで', 'あと2回引けます', '閉じる'] },
};

/** The first 3 seconds: no close button (the space stays), and Escape does not close the modal. */
export const Revealing: Story = {
  args: { showCloseButton: false },
  parameters: { expectedText: ['ボーナスコイン 30枚が当たりました！'] },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('button', { name: '閉じる' })).toBeNull();
    canvasElement.ownerDocument.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A coupon prize with its code, and a ticket without expiry; the last draw of the period. */
export const CouponPrize: Story = {
  args: {
    result: { ...result, tierId: 'coupon', tierLabel: '大当たり', prizeLabel: 'クーポン 1枚' },
    presentList: [{ kind: 'coupon', label: 'クーポン 1枚', amount: 1, expiresAt: null }],
    resultCouponCode: 'GACHA-50OFF',
    remained: 0,
  },
  parameters: { expectedText: ['大当たり', 'クーポンコード: GACHA-50OFF', '次の回数が戻るまでお待ちください'] },
};

/** Several presents from one draw, newest first. */
export const SeveralPresents: Story = {
  args: {
    presentList: [
      { kind: 'ticket', label: 'チケット 1枚', amount: 1, expiresAt: '2026-12-26T01:00:00.000Z' },
      coins,
      { kind: 'point', label: 'ポイント 5pt', amount: 5, expiresAt: null },
    ],
  },
  parameters: { expectedText: ['チケット 1枚', '有効期限: 12月26日 10:00まで', 'ボーナスコイン 30枚', 'ポイント 5pt'] },
};

/** The server refused (no draws left): its message, and a close button at once. */
export const Refused: Story = {
  args: { result: null, presentList: [], dialog: '今は引ける回数が残っていません。11月26日 12:00に回数が戻ります。', remained: 0 },
  parameters: { expectedText: ['デイリーガチャ', '今は引ける回数が残っていません。11月26日 12:00に回数が戻ります。', '閉じる'] },
};
