import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DryRunPanel } from '#src/components/staff/DryRunPanel.tsx';
import { inStaffFrame } from './staff-frame.tsx';

/** The dry run shown before a change to odds, prize budgets, stamp cards or codes is saved (decision 057). */
const meta = {
  title: 'Staff/DryRunPanel',
  component: DryRunPanel,
  decorators: [inStaffFrame],
  args: {
    dryRun: {
      changes: [
        { field: 'label', before: '冬のスタンプカード', after: '年末スタンプカード' },
        { field: 'drawsPerPeriod', before: 1, after: 3 },
      ],
      problems: [],
    },
    labels: { label: '名前', drawsPerPeriod: '1回の期間に引ける回数' },
    onConfirm: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof DryRunPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MaySave: Story = {
  parameters: { expectedText: ['保存前の確認（まだ保存されていません）', '年末スタンプカード', '問題はありません', 'この内容で保存する'] },
  play: async ({ canvasElement, args }) => {
    const save = within(canvasElement).getByRole('button', { name: 'この内容で保存する' });
    await expect(save).toBeEnabled();
    save.click();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const RefusedByTheLaw: Story = {
  args: {
    dryRun: {
      changes: [{ field: 'prizeValueYen', before: 500, after: 300000 }],
      problems: [{ path: 'prizeValueYen', message: '一般懸賞の景品は1つあたり取引価額の20倍（最高10万円）までです。' }],
    },
    labels: { prizeValueYen: '景品の価額（円）' },
  },
  parameters: { expectedText: ['次の理由でこの内容は保存できません。', '一般懸賞の景品は1つあたり取引価額の20倍（最高10万円）までです。'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'この内容で保存する' })).toBeDisabled();
  },
};

export const NoChanges: Story = {
  args: { dryRun: { changes: [], problems: [] } },
  parameters: { expectedText: ['変更はありません。'] },
};

export const OddsFromTheNextPeriod: Story = {
  args: {
    dryRun: { changes: [{ field: 'tiers', before: '1% / 99%', after: '2% / 98%' }], problems: [], oddsFrom: '2026-12-01T21:00:00.000Z' },
    labels: { tiers: '提供割合' },
    note: '新しい提供割合は次の期間（2026/12/02 06:00 (JST)）から適用されます。実施中の期間の割合は変わりません。',
  },
  parameters: { expectedText: ['提供割合', '2026/12/02 06:00 (JST)'] },
};

export const Saving: Story = {
  args: { saving: true },
  parameters: { expectedText: ['保存中…'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '保存中…' })).toBeDisabled();
  },
};
