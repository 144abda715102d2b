import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CustomTabModalView } from '#src/components/modals/CustomTabModal.tsx';
import { defaultCustomTabs } from '#src/state/custom-tab.ts';

/** The custom tab modal: which tabs the top page shows, and their order. */
const meta = {
  title: 'Modals/CustomTabModal',
  component: CustomTabModalView,
  args: { open: true, initial: defaultCustomTabs(), onSave: fn(), onClose: fn() },
} satisfies Meta<typeof CustomTabModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tab shown, default order. */
export const Default: Story = {
  parameters: { expectedText: ['タブの表示設定', 'ランキング', '無料', '新作', '特集', 'ストア', 'セール', 'レビュー', '保存する'] },
};

/** A customised list: reordered, some tabs hidden. */
export const Customised: Story = {
  args: {
    initial: [
      { id: 'free', visible: true },
      { id: 'new', visible: true },
      { id: 'ranking', visible: false },
      { id: 'sale', visible: true },
      { id: 'feature', visible: false },
      { id: 'store', visible: true },
      { id: 'review', visible: false },
    ],
  },
  parameters: { expectedText: ['無料', 'セール'] },
};

/** No tab selected: a hint, and save is disabled. */
export const NoneSelected: Story = {
  args: { initial: defaultCustomTabs().map((e) => ({ ...e, visible: false })) },
  parameters: { expectedText: ['1つ以上のタブを選んでください'] },
};
