import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RecommendPointModalView } from '#src/components/wallet/RecommendPointModal.tsx';

/** The recommend point modal: points the member could use or exchange for bonus coins. */
const meta = {
  title: 'Wallet/RecommendPointModal',
  component: RecommendPointModalView,
  args: { open: true, onClose: fn(), data: { points: 350, exchangeablePoints: 300 } },
} satisfies Meta<typeof RecommendPointModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enough points to exchange: the main button goes to /point/exchange/. */
export const CanExchange: Story = {
  parameters: { expectedText: ['ポイントが使えます', '350ポイント保有しています', '300ポイントをボーナスコインに交換できます。', 'ポイントを交換する', 'あとで'] },
};

/** On a coin episode the points cover: it says so too. */
export const CoversTheEpisode: Story = {
  args: { data: { points: 350, exchangeablePoints: 300, storyPoints: 60 } },
  parameters: { expectedText: ['このお話は60ポイントで読めます。'] },
};

/** Fewer points than one exchange unit: explains how exchange works instead. */
export const TooFewPoints: Story = {
  args: { data: { points: 40, exchangeablePoints: 0 } },
  parameters: { expectedText: ['40ポイント保有しています', 'ボーナスコインへの交換は100ポイントから。', 'ポイント交換について'] },
};
