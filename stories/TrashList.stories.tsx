import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrashList } from '#src/components/staff/TrashList.tsx';
import { inStaffFrame } from './staff-frame.tsx';

const items = [
  { id: 9, name: 'coin_3000_autumn', sub: '3,000円・3,000枚', deletedAt: '2026-11-28T01:30:00.000Z' },
  { id: 4, name: 'coin_120_trial', deletedAt: '2026-11-20T15:00:00.000Z' },
];

/** A console's ゴミ箱 (coupons, coin packs, gift handouts): what was trashed, when (JST), and 「元に戻す」. */
const meta = {
  title: 'Staff/TrashList',
  component: TrashList,
  decorators: [inStaffFrame],
  args: { kindLabel: 'コインパック', items, onRestore: () => undefined },
} satisfies Meta<typeof TrashList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { onHistory: () => undefined },
  parameters: { expectedText: ['ゴミ箱（2件）', 'ゴミ箱のコインパック（元に戻すまで公開されません。日時は日本時間 JST）', 'coin_3000_autumn', '2026/11/28 10:30 (JST)', '2026/11/21 00:00 (JST)', '元に戻す', '履歴'] },
};

export const Empty: Story = {
  args: { items: [] },
  parameters: { expectedText: ['ゴミ箱（0件）', 'ゴミ箱は空です。'] },
};

export const Restoring: Story = {
  args: { busy: 9 },
  parameters: { expectedText: ['元に戻す'] },
};
