import type { Meta, StoryObj } from '@storybook/react-vite';
import { LotteryEditor } from '#src/components/staff/LotteryEditor.tsx';
import { lottery } from './reward-staff-fixtures.ts';
import { inStaffFrame } from './staff-frame.tsx';
import { draftOf, scheduledAt } from './draft-fixtures.ts';

/** /staff/item/'s daily gacha form: tiers with 提供割合, draws per period; the dry run (odds from the next period, legal check). */
const meta = {
  title: 'Staff/LotteryEditor',
  component: LotteryEditor,
  decorators: [inStaffFrame],
  args: { lottery: null },
} satisfies Meta<typeof LotteryEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['新しいデイリーガチャ', '賞品と提供割合', '回数が戻る時刻（JSTの時、カンマ区切り。例: 6,12,18）', '変更内容を確認する'] },
};

export const Filled: Story = {
  args: { lottery },
  parameters: { expectedText: ['ガチャ #1 を編集（第3版）', 'いまの合計: 100%'] },
};

export const Invalid: Story = {
  args: {
    lottery,
    initial: { errors: { draws_per_period: '1期間に引ける回数は1以上にしてください', refill_hours: '開催中のガチャの回数が戻る時刻は変更できません（期間の途中で回数や提供割合が変わるため）。' }, formError: '設定内容に誤りがあります。' },
  },
  parameters: { expectedText: ['1期間に引ける回数は1以上にしてください', '開催中のガチャの回数が戻る時刻は変更できません'], expectedRole: 'alert' },
};

export const DryRunPassed: Story = {
  args: {
    lottery,
    initial: { dryRun: { changes: [{ field: 'tiers', before: lottery.odds[1]!.tiers, after: lottery.tiers }], problems: [], oddsFrom: '2026-12-01T09:00:00.000Z' } },
  },
  parameters: { expectedText: ['賞品と提供割合', '大当たり 20%', '新しい提供割合は 2026/12/01 18:00 (JST) から適用されます', '問題はありません'], expectedRole: 'status' },
};

export const DryRunRefused: Story = {
  args: {
    lottery: { ...lottery, scheme: 'purchase-lottery', purchaseYen: 300, expectedSalesYen: 100_000 },
    initial: {
      dryRun: {
        changes: [],
        problems: [
          { path: 'tiers', message: '提供割合の合計が100%になるよう設定してください。' },
          { path: 'tiers', message: '「大当たり」の価額が一般懸賞の上限（6,000円）を超えています。' },
        ],
        oddsFrom: null,
      },
    },
  },
  parameters: { expectedText: ['一般懸賞の上限（6,000円）', '提供割合の合計が100%になるよう設定してください。'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    lottery,
    initial: { formError: 'ほかのスタッフが先にこの内容を保存しました。', conflict: { current: { ...lottery, drawsPerPeriod: 2 }, currentVersion: 4, yours: { ...lottery, drawsPerPeriod: 3 }, yourVersion: 3 } },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました', '1期間に引ける回数'], expectedRole: 'alert' },
};

export const Saving: Story = {
  args: { lottery, initial: { status: 'saving', dryRun: { changes: [], problems: [], oddsFrom: null } } },
  parameters: { expectedText: ['保存中…'] },
};

export const Saved: Story = {
  args: { lottery, initial: { status: 'saved' } },
  parameters: { expectedText: ['保存しました（第3版）。'], expectedRole: 'status' },
};

const { id: _id, version: _version, ...published } = lottery;
const openDraft = draftOf({ objectType: 'lottery', objectLabel: 'ガチャ', objectId: String(lottery.id), published }, [{ field: 'label', before: published.label, after: '年末ガチャ' }]);

/** The object's open draft fills the form; DraftPanel below publishes or schedules it (decision 071). */
export const WithDraft: Story = {
  args: { lottery: lottery, draft: openDraft },
  parameters: { expectedText: ['下書き #31 を編集しています', '下書き保存', `下書き #31（ガチャ #${lottery.id}）`, '今すぐ公開する', '予約公開する'] },
};

export const DraftScheduled: Story = {
  args: { lottery: lottery, draft: { ...openDraft, ...scheduledAt } },
  parameters: { expectedText: ['予約公開: 2026/12/24 10:00 (JST)', '予約を取り消す'] },
};

export const DraftSaving: Story = {
  args: { lottery: lottery, initial: { draftStatus: 'saving' } },
  parameters: { expectedText: ['下書きを保存中…'] },
};

export const DraftSaved: Story = {
  args: { lottery: lottery, draft: openDraft, initial: { draftStatus: 'saved' } },
  parameters: { expectedText: ['下書きを保存しました（下書き #31）。公開はされていません。'], expectedRole: 'status' },
};
