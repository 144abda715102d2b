import type { Meta, StoryObj } from '@storybook/react-vite';
import { StampCardEditor } from '#src/components/staff/StampCardEditor.tsx';
import { lotteries, stampCard } from './reward-staff-fixtures.ts';
import { inStaffFrame } from './staff-frame.tsx';
import { draftOf, scheduledAt } from './draft-fixtures.ts';

/** /staff/stampcard/'s form: fixed stamps, prize or gacha, window in JST; the dry run with the legal check; the conflict. */
const meta = {
  title: 'Staff/StampCardEditor',
  component: StampCardEditor,
  decorators: [inStaffFrame],
  args: { card: null, lotteries },
} satisfies Meta<typeof StampCardEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['新しいスタンプカード', 'キャンペーンコード', 'スタンプ枠（決まった行動に決まった数のスタンプ）', '開催期間（日本時間 JST）', '開始日時（JST）', '変更内容を確認する'] },
};

export const Filled: Story = {
  args: { card: stampCard },
  parameters: { expectedText: ['スタンプカード #7 を編集（第2版）', 'URL /gift/stamp_card/winter2026/ に使われるため変更できません'] },
};

export const Invalid: Story = {
  args: {
    initial: {
      values: { code: 'Bad Code', label: '' },
      errors: { code: 'キャンペーンコードは半角英小文字・数字・「-」「_」の40文字以内で入力してください', label: '名前を入力してください', starts_at: '開始日時を入力してください' },
      formError: '入力内容に誤りがあります。',
    },
  },
  parameters: { expectedText: ['名前を入力してください', '開始日時を入力してください'], expectedRole: 'alert' },
};

export const DryRunPassed: Story = {
  args: {
    card: stampCard,
    initial: { dryRun: { changes: [{ field: 'message', before: 'ログインと読書でスタンプを集めよう', after: '冬休みもスタンプを集めよう' }], problems: [] } },
  },
  parameters: { expectedText: ['保存前の確認（まだ保存されていません）', 'メッセージ', '冬休みもスタンプを集めよう', '法令・ルールの確認: 問題はありません', 'この内容で保存する'], expectedRole: 'status' },
};

export const DryRunRefused: Story = {
  args: {
    card: stampCard,
    initial: {
      dryRun: {
        changes: [{ field: 'slots', before: stampCard.slots, after: [{ label: 'ガチャスタンプ', action: 'random', quantity: 5 }] }],
        problems: [
          { path: 'slots', message: '「ガチャスタンプ」: ランダムに出るスタンプを揃える形式（カード合わせ）は景品表示法で禁止されているため設定できません。' },
          { path: 'prize', message: '「ボーナスコイン 50枚」の価額が総付景品の上限（200円）を超えています。' },
        ],
      },
    },
  },
  parameters: { expectedText: ['カード合わせ', '総付景品の上限（200円）', '次の理由でこの内容は保存できません。'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    card: stampCard,
    initial: {
      formError: 'ほかのスタッフが先にこの内容を保存しました。',
      conflict: { current: { ...stampCard, message: '先に保存されたメッセージ' }, currentVersion: 3, yours: { ...stampCard, message: 'あなたのメッセージ' }, yourVersion: 2 },
    },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました', '先に保存されたメッセージ', 'あなたの内容で上書きする'], expectedRole: 'alert' },
};

export const Checking: Story = {
  args: { card: stampCard, initial: { status: 'checking' } },
  parameters: { expectedText: ['確認中…'] },
};

export const Saving: Story = {
  args: { card: stampCard, initial: { status: 'saving', dryRun: { changes: [], problems: [] } } },
  parameters: { expectedText: ['保存中…'] },
};

export const Saved: Story = {
  args: { card: stampCard, initial: { status: 'saved' } },
  parameters: { expectedText: ['保存しました（第2版）。会員のスタンプカードにすぐ反映されます。'], expectedRole: 'status' },
};

const { id: _id, version: _version, ...published } = stampCard;
const openDraft = draftOf({ objectType: 'stamp-card', objectLabel: 'スタンプカード', objectId: String(stampCard.id), published }, [{ field: 'message', before: published.message, after: '年末もスタンプを集めよう' }]);

/** The object's open draft fills the form; DraftPanel below publishes or schedules it (decision 071). */
export const WithDraft: Story = {
  args: { card: stampCard, lotteries, draft: openDraft },
  parameters: { expectedText: ['下書き #31 を編集しています', '下書き保存', `下書き #31（スタンプカード #${stampCard.id}）`, '今すぐ公開する', '予約公開する'] },
};

export const DraftScheduled: Story = {
  args: { card: stampCard, lotteries, draft: { ...openDraft, ...scheduledAt } },
  parameters: { expectedText: ['予約公開: 2026/12/24 10:00 (JST)', '予約を取り消す'] },
};

export const DraftSaving: Story = {
  args: { card: stampCard, lotteries, initial: { draftStatus: 'saving' } },
  parameters: { expectedText: ['下書きを保存中…'] },
};

export const DraftSaved: Story = {
  args: { card: stampCard, lotteries, draft: openDraft, initial: { draftStatus: 'saved' } },
  parameters: { expectedText: ['下書きを保存しました（下書き #31）。公開はされていません。'], expectedRole: 'status' },
};
