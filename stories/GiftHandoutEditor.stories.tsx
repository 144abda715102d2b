import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GiftHandoutView } from '#modules/staff/client.ts';
import { GiftHandoutConsole } from '#src/components/staff/GiftHandoutConsole.tsx';
import { GiftHandoutEditor } from '#src/components/staff/GiftHandoutEditor.tsx';
import { draftView } from './draft-fixtures.ts';
import { inStaffFrame } from './staff-frame.tsx';

const handout: GiftHandoutView = {
  id: 4,
  version: 1,
  label: '年末のお礼ギフト',
  asset: 'bonus_coin',
  amount: 50,
  validHours: 72,
  claimBy: '2026-12-09T15:00:00.000Z',
  allMembers: false,
  memberIds: [12, 15, 31],
  sentAt: null,
};
const sent: GiftHandoutView = { ...handout, id: 3, version: 2, label: '11月のおわびポイント', asset: 'point', amount: 100, validHours: null, allMembers: true, memberIds: [], sentAt: '2026-11-20T01:00:00.000Z' };
const now = '2026-12-01T03:00:00.000Z';
const handoutDraft = draftView({ objectType: 'gift-handout', objectLabel: 'ギフト配布', objectId: '4', value: { ...handout, amount: 80 }, changes: [{ field: 'amount', before: 50, after: 80 }] });
const trashedSent: GiftHandoutView = { ...sent, id: 2, version: 3, label: '10月のおわびポイント', deletedAt: '2026-11-28T01:30:00.000Z' };

/** /staff/item/'s gift handout (ギフト配布) form and list: label, what is given, claim-by in JST, recipients; dry run with counts; send. */
const meta = {
  title: 'Staff/GiftHandoutEditor',
  component: GiftHandoutEditor,
  decorators: [inStaffFrame],
  args: { handout: null },
} satisfies Meta<typeof GiftHandoutEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['新しいギフト配布', '受け取り期限（日本時間 JST）', '会員IDを指定する', '全会員', '配布内容を確認する'] },
};

export const Filled: Story = {
  args: { handout },
  parameters: { expectedText: ['ギフト配布 #4 を編集（第1版・未送信）', '有効時間（受け取りから何時間）', '会員ID（1行に1件、またはカンマ区切りで貼り付け）'] },
};

export const AllMembers: Story = {
  args: { initial: { values: { label: '全員にポイント', asset: 'point', amount: '10', claim_by: '2026-12-10T00:00', recipients: 'all' } } },
  parameters: { expectedText: ['1人あたりの数量（pt）'] },
};

export const Invalid: Story = {
  args: { initial: { errors: { member_ids: '会員IDは数字で入力してください（「abc」）', claim_by: '受け取り期限を入力してください' }, formError: '入力内容に誤りがあります。' } },
  parameters: { expectedText: ['会員IDは数字で入力してください（「abc」）', '受け取り期限を入力してください'], expectedRole: 'alert' },
};

export const DryRunPassed: Story = {
  args: {
    handout,
    initial: { dryRun: { changes: [{ field: 'amount', before: 30, after: 50 }], problems: [], preview: { recipients: 2, unknownIds: [999], total: 100 } } },
  },
  parameters: { expectedText: ['配布の確認', '受け取る会員', '2人', 'ボーナスコイン 100枚', '見つからない会員ID（1件・配布されません）', '999', '問題はありません'], expectedRole: 'status' },
};

export const DryRunRefused: Story = {
  args: {
    initial: {
      values: { label: '年末のお礼ギフト', amount: '50', member_ids: '999' },
      dryRun: { changes: [{ field: 'label', before: null, after: '年末のお礼ギフト' }], problems: [{ path: 'memberIds', message: '受け取る会員がいません。会員IDを確認してください。' }], preview: { recipients: 0, unknownIds: [999], total: 0 } },
    },
  },
  parameters: { expectedText: ['受け取る会員がいません。会員IDを確認してください。', '0人'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    handout,
    initial: { formError: 'ほかのスタッフが先にこの内容を保存しました。', conflict: { current: { ...handout, amount: 30 }, currentVersion: 2, yours: { ...handout, amount: 50 }, yourVersion: 1 } },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました', 'あなたの内容で上書きする'], expectedRole: 'alert' },
};

export const SentRefused: Story = {
  args: { handout, initial: { formError: '送信済みのギフト配布は編集できません。新しいギフト配布を作成してください。' } },
  parameters: { expectedText: ['送信済みのギフト配布は編集できません。新しいギフト配布を作成してください。'], expectedRole: 'alert' },
};

export const Saving: Story = {
  args: { handout, initial: { status: 'saving', dryRun: { changes: [], problems: [], preview: { recipients: 3, unknownIds: [], total: 150 } } } },
  parameters: { expectedText: ['保存中…'] },
};

export const Saved: Story = {
  args: { handout, initial: { status: 'saved' } },
  parameters: { expectedText: ['保存しました（第1版・未送信）。一覧の「送信する」で配布します。'], expectedRole: 'status' },
};

export const Listed: Story = {
  render: () => <GiftHandoutConsole handouts={[handout, sent]} now={now} />,
  parameters: { expectedText: ['年末のお礼ギフト', 'ボーナスコイン 50枚（受け取りから72時間有効）', '会員ID 3件を指定', '未送信', '11月のおわびポイント', '全会員', '送信済み（2026/11/20 10:00 (JST)）', '2026/12/10 00:00 (JST)'] },
};

export const SendConfirm: Story = {
  render: () => <GiftHandoutConsole handouts={[handout]} now={now} initialSend={{ id: 4, status: 'confirm' }} />,
  parameters: { expectedText: ['ギフト配布 #4「年末のお礼ギフト」を送信しますか', '送信後は編集できません'] },
};

export const Sending: Story = {
  render: () => <GiftHandoutConsole handouts={[handout]} now={now} initialSend={{ id: 4, status: 'sending' }} />,
  parameters: { expectedText: ['送信中…'] },
};

export const SendDone: Story = {
  render: () => <GiftHandoutConsole handouts={[{ ...handout, version: 2, sentAt: now }]} now={now} initialSend={{ id: 4, status: 'sent', message: '「年末のお礼ギフト」を3人に送信しました（今回新たに届けた人数: 3人）。' }} />,
  parameters: { expectedText: ['「年末のお礼ギフト」を3人に送信しました', '送信済み'], expectedRole: 'status' },
};

export const SendFailed: Story = {
  render: () => <GiftHandoutConsole handouts={[handout]} now={now} initialSend={{ id: 4, status: 'failed', message: 'ギフト配布の内容に誤りがあります。' }} />,
  parameters: { expectedText: ['ギフト配布の内容に誤りがあります。'], expectedRole: 'alert' },
};

export const ListEmpty: Story = {
  render: () => <GiftHandoutConsole handouts={[]} now={now} />,
  parameters: { expectedText: ['ギフト配布はありません（ゴミ箱を除く）。', 'ゴミ箱は空です。', '下書きはありません。'] },
};

export const Drafted: Story = {
  args: { handout, draft: handoutDraft, initial: { draft: { status: 'saved' } } },
  parameters: { expectedText: ['下書き #21 を編集しています', '下書きを保存しました（下書き #21）。ギフト配布には反映されていません。', '下書き保存'], expectedRole: 'status' },
};

export const DraftSaving: Story = {
  args: { handout, initial: { draft: { status: 'saving' } } },
  parameters: { expectedText: ['下書きを保存中…'] },
};

export const DraftRefused: Story = {
  args: { handout, draft: handoutDraft, initial: { draft: { error: 'この下書きはほかのスタッフが先に変更しました。' } } },
  parameters: { expectedText: ['この下書きはほかのスタッフが先に変更しました。'], expectedRole: 'alert' },
};

export const ListedWithTrashAndDraft: Story = {
  render: () => <GiftHandoutConsole handouts={[handout, trashedSent]} now={now} drafts={[handoutDraft]} />,
  parameters: { expectedText: ['ゴミ箱へ', 'ゴミ箱（1件）', '10月のおわびポイント', '送信済み（受け取り待ちの分は受け取れません）', '2026/11/28 10:30 (JST)', '元に戻す', '下書き #21（ギフト配布 #4）'] },
};

export const Trashed: Story = {
  render: () => <GiftHandoutConsole handouts={[trashedSent]} now={now} message="「10月のおわびポイント」をゴミ箱に移しました。元に戻すまで公開されません。" />,
  parameters: { expectedText: ['をゴミ箱に移しました。元に戻すまで公開されません。', 'ギフト配布はありません（ゴミ箱を除く）。', '元に戻す'], expectedRole: 'status' },
};
