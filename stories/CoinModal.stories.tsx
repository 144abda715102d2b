import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CoinModalView } from '#src/components/wallet/CoinModal.tsx';
import { coinCheck } from '#src/components/wallet/check-fixtures.ts';

/**
 * The coin modal (spec §4 step 3): the episode's price, the member's coins (paid and bonus), buy,
 * buy the volume (store titles), read with points, and the link to buy more coins (/point/).
 */
const meta = {
  title: 'Wallet/CoinModal',
  component: CoinModalView,
  args: { open: true, check: coinCheck, onBuy: fn(), onCancel: fn() },
} satisfies Meta<typeof CoinModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enough paid coins: buy with one tap. */
export const EnoughCoins: Story = {
  parameters: { expectedText: ['コインで読む', '第14話', '必要なコイン', '60コイン', '保有コイン', '320コイン', '60コインで読む', 'コインを購入する', 'キャンセル'] },
};

/** Bonus coins count in the balance and are shown apart (they are spent first). */
export const WithBonusCoins: Story = {
  args: { check: { ...coinCheck, coinRemained: 40, bonusRemained: 30 } },
  parameters: { expectedText: ['70コイン', 'うちボーナス 30コイン', '60コインで読む'] },
};

/** Too few coins: the modal says so and the main button buys coins. */
export const NotEnoughCoins: Story = {
  args: { check: { ...coinCheck, coinRemained: 20, bonusRemained: 10 } },
  parameters: { expectedText: ['30コイン', 'コインが不足しています', 'コインを購入する'] },
};

/** A store title: the whole volume can be bought too. */
export const StoreVolume: Story = {
  args: { check: { ...coinCheck, isStore: true, volumePrice: 480, coinRemained: 1200 } },
  parameters: { expectedText: ['60コインで読む', '第2巻をまとめて購入（480コイン）'] },
};

/** Points that cover the price offer reading with points. */
export const WithPoints: Story = {
  args: { check: { ...coinCheck, pointRemained: 150 } },
  parameters: { expectedText: ['ポイントで読む（60pt）'] },
};

/** While the purchase is on its way the buttons wait. */
export const Pending: Story = {
  args: { pending: true },
  parameters: { expectedText: ['60コインで読む'] },
};

/** On a 375 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectedText: ['コインで読む', '60コインで読む'] },
};
