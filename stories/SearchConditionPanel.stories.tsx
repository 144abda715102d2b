import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchConditionPanelView } from '#src/components/modals/SearchConditionPanel.tsx';

/**
 * The search condition panel: a bottom sheet on phones, a side panel from 960 px. TL / BL only
 * for adult members; the read-status filter only for members.
 */
const meta = {
  title: 'Modals/SearchConditionPanel',
  component: SearchConditionPanelView,
  args: { open: true, onApply: fn(), onClose: fn() },
} satisfies Meta<typeof SearchConditionPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen (anonymous visitor). */
export const Default: Story = {
  parameters: { expectedText: ['絞り込み', 'ジャンル', '少年', 'マガジン', '完結', '連載中', '表示', '更新', 'リセット', 'この条件で検索'] },
};

/** Conditions chosen earlier, member: the read-status filter shows. */
export const WithSelections: Story = {
  args: {
    initial: { genres: [1112, 1120], completion: 1, updatePeriod: 1, readStatus: 1 },
    showReadStatus: true,
  },
  parameters: { expectedText: ['既読/未読', '未読', '7日以内'] },
};

/** Adult member: TL and BL show. */
export const AdultVisible: Story = {
  args: { showAdult: true, showReadStatus: true },
  parameters: { expectedText: ['TL', 'BL'] },
};

/** On a 375 px phone: a bottom sheet. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectedText: ['絞り込み'] },
};

/** Conditions of a search in progress: genres, completion, display, update period together. */
export const AllConditions: Story = {
  args: {
    initial: { genres: [1111, 1113, 9002], completion: 2, display: 2, updatePeriod: 2, readStatus: 2 },
    showAdult: true,
    showReadStatus: true,
  },
  parameters: { expectedText: ['少年', '青年', 'マガジン', '連載中', '優先', '30日以内', '既読'] },
};
