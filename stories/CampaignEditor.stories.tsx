import type { Meta, StoryObj } from '@storybook/react-vite';
import { CampaignEditor, type EditedCampaign } from '#src/components/staff/CampaignEditor.tsx';
import { inStaffFrame } from './staff-frame.tsx';
import { draftOf, scheduledAt } from './draft-fixtures.ts';

const sale: EditedCampaign = {
  id: 21,
  version: 2,
  family: 'campaign',
  slug: 'spring-sale-2033',
  kind: 'sale',
  name: '春のまとめ読みセール',
  lead: '対象作品の電子書籍が50%OFF',
  terms: 'セール価格は期間中のご購入に限ります。',
  cardText: '50%OFF',
  color: '#d94a2b',
  startsAt: '2033-02-28T15:00:00.000Z',
  endsAt: '2033-03-19T15:00:00.000Z',
  publishedAt: null,
  hashtag: null,
  titleCodes: ['YB000001', 'YB000002'],
  prizeCount: null,
  prizesText: null,
  entryForm: null,
  deletedAt: null,
};

const present: EditedCampaign = {
  ...sale,
  id: 22,
  family: 'named',
  slug: 'spring-present',
  kind: 'present',
  name: '春のプレゼントキャンペーン',
  cardText: null,
  prizeCount: 10,
  prizesText: '図書カード 5,000円分 10名様',
  entryForm: { courses: [{ code: 'A', label: 'Aコース' }, { code: 'B', label: 'Bコース' }], readTitles: 2, physicalPrize: true },
};

const names = { YB000001: '雪の駅の探偵', YB000002: '海辺の図書館' };

/** /staff/campaign/'s form: a campaign of any kind, its window in JST, texts, colour, target titles, a present's entry form; the conflict of a stale save. */
const meta = {
  title: 'Staff/CampaignEditor',
  component: CampaignEditor,
  decorators: [inStaffFrame],
  args: { campaign: null },
} satisfies Meta<typeof CampaignEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['新しいキャンペーン', 'キャンペーンの内容', '期間（日本時間 JST）', '開始日時（JST）', '対象作品はありません。', '保存する'] },
};

export const Filled: Story = {
  args: { campaign: sale, titleNames: names },
  parameters: { expectedText: ['キャンペーン #21 を編集（第2版）', 'YB000001: 雪の駅の探偵', '公開ページ: /book/campaign/spring-sale-2033/'] },
};

export const PresentEntryForm: Story = {
  args: { campaign: present, titleNames: names },
  parameters: { expectedText: ['応募フォーム（プレゼント）', '当選数', '賞品を郵送する（このときだけ氏名・住所を預かり、落選者の分は抽選時に消します）'] },
};

export const Invalid: Story = {
  args: {
    initial: {
      values: { name: '', slug: 'a b', color: 'red', starts_at: '2033-03-20T00:00', ends_at: '2033-03-01T00:00', title_codes: 'YB000001\nNOPE0001' },
      errors: {
        name: 'キャンペーン名を入力してください',
        slug: 'スラッグは半角英数字・「-」「_」で入力してください',
        color: '色は「#1d4f73」のように入力してください',
        ends_at: '終了日時は開始日時より後にしてください',
        title_codes: '作品コード「NOPE0001」の作品が見つかりません',
      },
      formError: '入力内容に誤りがあります。',
    },
  },
  parameters: { expectedText: ['キャンペーン名を入力してください', '終了日時は開始日時より後にしてください', '作品コード「NOPE0001」の作品が見つかりません'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    campaign: sale,
    titleNames: names,
    initial: {
      values: { name: 'あなたが付けた名前' },
      formError: 'ほかのスタッフが先にこの内容を保存しました。',
      conflict: { current: { ...sale, name: '先に保存された名前', cardText: '30%OFF' }, currentVersion: 3, yours: { ...sale, name: 'あなたが付けた名前' }, yourVersion: 2 },
    },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました', '先に保存された名前', 'あなたの内容で上書きする'], expectedRole: 'alert' },
};

export const Saving: Story = {
  args: { campaign: sale, titleNames: names, initial: { status: 'saving' } },
  parameters: { expectedText: ['保存中…'] },
};

export const Saved: Story = {
  args: { campaign: sale, titleNames: names, initial: { status: 'saved' } },
  parameters: { expectedText: ['保存しました（第2版）。公開ページにすぐ反映されます。'], expectedRole: 'status' },
};

const { id: _id, version: _version, ...salePublished } = sale;
const saleDraft = draftOf({ objectType: 'campaign', objectLabel: 'キャンペーン', objectId: '21', published: salePublished }, [{ field: 'name', before: '春のまとめ読みセール', after: '春のまとめ読みセール 第2弾' }]);

/** The campaign's open draft fills the form; DraftPanel below publishes or schedules it (decision 071). */
export const WithDraft: Story = {
  args: { campaign: sale, titleNames: names, draft: saleDraft },
  parameters: { expectedText: ['下書き #31 を編集しています', '下書き保存', '下書き #31（キャンペーン #21）', '春のまとめ読みセール 第2弾', '今すぐ公開する', '予約公開する'] },
};

export const DraftScheduled: Story = {
  args: { campaign: sale, titleNames: names, draft: { ...saleDraft, ...scheduledAt } },
  parameters: { expectedText: ['予約公開: 2026/12/24 10:00 (JST)', 'この日時の公開ページをプレビュー', '予約を取り消す', '予約日時を変更する'] },
};

export const DraftConflicted: Story = {
  args: { campaign: sale, titleNames: names, draft: { ...saleDraft, status: 'conflicted', currentVersion: 3, stale: true } },
  parameters: { expectedText: ['競合（公開されませんでした）', '下書きは公開せずに残しています（競合）'], expectedRole: 'alert' },
};

export const DraftSaving: Story = {
  args: { campaign: sale, titleNames: names, initial: { draftStatus: 'saving' } },
  parameters: { expectedText: ['下書きを保存中…'] },
};

export const DraftSaved: Story = {
  args: { campaign: sale, titleNames: names, draft: saleDraft, initial: { draftStatus: 'saved' } },
  parameters: { expectedText: ['下書きを保存しました（下書き #31）。公開はされていません。'], expectedRole: 'status' },
};
