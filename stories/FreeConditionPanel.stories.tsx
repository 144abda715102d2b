import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FreeConditionPanel } from '#src/components/search/FreeConditionPanel.tsx';

/** The free condition panel of the search page: which kinds of free reading to keep. */
const meta = {
  title: 'Search/FreeConditionPanel',
  component: FreeConditionPanel,
  args: { open: true, onApply: fn(), onClose: fn() },
} satisfies Meta<typeof FreeConditionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { expectedText: ['無料条件', '全話無料', '待てば¥0', '無料話あり', 'リセット', 'この条件で検索'] },
};

export const WithChoice: Story = {
  args: { initial: { allFree: false, waitFree: true, hasFree: true } },
  parameters: { expectedText: ['無料条件', '待てば¥0'] },
};
