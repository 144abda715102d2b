import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoinPackConsole } from '#src/components/staff/CoinPackConsole.tsx';
import { CoinPackEditor } from '#src/components/staff/CoinPackEditor.tsx';
import { draftView } from './draft-fixtures.ts';
import { coinPack } from './reward-staff-fixtures.ts';
import { inStaffFrame } from './staff-frame.tsx';

/** /staff/item/'s coin pack form and list (decision 067): price (税込), coins, bonus, sale window in JST; dry run; conflict. */
const meta = {
  title: 'Staff/CoinPackEditor',
  component: CoinPackEditor,
  decorators: [inStaffFrame],
  args: { pack: null },
} satisfies Meta<typeof CoinPackEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const packDraft = draftView({ objectType: 'coin-pack', objectLabel: 'コインパック', objectId: '7', value: { ...coinPack, bonusCoins: 500 }, changes: [{ field: 'bonusCoins', before: 300, after: 500 }] });
const trashedPack = { ...coinPack, id: 9, productId: 'coin_3000_autumn', priceYen: 3000, coins: 3000, deletedAt: '2026-11-28T01:30:00.000Z' };

const note = 'ボーナスコインは同じコインを同じ価格で付け加える値引きのため景品類に当たらず、景品表示法の上限はありません。価格は税込（総額表示）です。';

export const Empty: Story = {
  parameters: { expectedText: ['新しいコインパック', '価格（円・税込）', '販売期間（日本時間 JST）', '変更内容を確認する'] },
};

export const Filled: Story = {
  args: { pack: coinPack },
  parameters: { expectedText: ['コインパック #7 を編集（第1版）', '購入の記録に使われるため変更できません', '合計2,300枚（ボーナス15%）'] },
};

export const Invalid: Story = {
  args: { initial: { errors: { price_yen: '価格（税込）は1以上にしてください', starts_at: '販売開始日時は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください' }, formError: '入力内容に誤りがあります。' } },
  parameters: { expectedText: ['価格（税込）は1以上にしてください', '販売開始日時は「YYYY-MM-DDTHH:mm」（日本時間）で入力してください'], expectedRole: 'alert' },
};

export const DryRunPassed: Story = {
  args: { pack: coinPack, initial: { dryRun: { changes: [{ field: 'bonusCoins', before: 300, after: 400 }], problems: [], note } } },
  parameters: { expectedText: ['保存前の確認（まだ保存されていません）', '400枚', '値引きのため景品類に当たらず', '問題はありません'], expectedRole: 'status' },
};

export const DryRunRefused: Story = {
  args: { initial: { dryRun: { changes: [{ field: 'endsAt', before: null, after: '2026-11-29T15:00:00.000Z' }], problems: [{ path: 'ends_at', message: '終了日時は開始日時より後にしてください（日本時間 JST）。' }], note } } },
  parameters: { expectedText: ['終了日時は開始日時より後にしてください（日本時間 JST）。'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    pack: coinPack,
    initial: { formError: 'ほかのスタッフが先にこの内容を保存しました。', conflict: { current: { ...coinPack, bonusCoins: 350 }, currentVersion: 2, yours: { ...coinPack, bonusCoins: 400 }, yourVersion: 1 } },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました', 'あなたの内容で上書きする'], expectedRole: 'alert' },
};

export const Saving: Story = {
  args: { pack: coinPack, initial: { status: 'saving', dryRun: { changes: [], problems: [] } } },
  parameters: { expectedText: ['保存中…'] },
};

export const Saved: Story = {
  args: { pack: coinPack, initial: { status: 'saved' } },
  parameters: { expectedText: ['保存しました（第1版）。/point/ にすぐ反映されます。'], expectedRole: 'status' },
};

export const Listed: Story = {
  render: () => <CoinPackConsole packs={[coinPack, { ...coinPack, id: 8, productId: 'coin_120', priceYen: 120, coins: 120, bonusCoins: 0, endsAt: null, position: 1 }]} now="2026-12-01T03:00:00.000Z" />,
  parameters: { expectedText: ['coin_2000_xmas', '2,000円', '2,000枚＋ボーナス300枚', '販売中', '終了日なし'] },
};

export const ListEmpty: Story = {
  render: () => <CoinPackConsole packs={[]} now="2026-12-01T03:00:00.000Z" />,
  parameters: { expectedText: ['販売するコインパックはありません。', 'ゴミ箱は空です。', '下書きはありません。'] },
};

export const Drafted: Story = {
  args: { pack: coinPack, draft: packDraft, initial: { draft: { status: 'saved' } } },
  parameters: { expectedText: ['下書き #21 を編集しています', '下書きを保存しました（下書き #21）。公開はされていません。', '下書き保存'], expectedRole: 'status' },
};

export const DraftSaving: Story = {
  args: { pack: coinPack, initial: { draft: { status: 'saving' } } },
  parameters: { expectedText: ['下書きを保存中…'] },
};

export const DraftRefused: Story = {
  args: { pack: coinPack, draft: packDraft, initial: { draft: { error: 'この下書きはほかのスタッフが先に変更しました。' } } },
  parameters: { expectedText: ['この下書きはほかのスタッフが先に変更しました。'], expectedRole: 'alert' },
};

export const ListedWithTrashAndDraft: Story = {
  render: () => <CoinPackConsole packs={[coinPack, trashedPack]} now="2026-12-01T03:00:00.000Z" drafts={[packDraft]} />,
  parameters: { expectedText: ['ゴミ箱へ', 'ゴミ箱（1件）', 'coin_3000_autumn', '2026/11/28 10:30 (JST)', '元に戻す', '下書き #21（コインパック #7）', '今すぐ公開する'] },
};

export const Trashed: Story = {
  render: () => <CoinPackConsole packs={[trashedPack]} now="2026-12-01T03:00:00.000Z" message="「coin_3000_autumn」をゴミ箱に移しました。元に戻すまで公開されません。" />,
  parameters: { expectedText: ['をゴミ箱に移しました。元に戻すまで公開されません。', '販売するコインパックはありません。', '元に戻す'], expectedRole: 'status' },
};
