import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PayoutView } from '#modules/affiliate/client.ts';
import { AffiliateSummary } from '#src/components/transfer/AffiliateSummary.tsx';
import { DotmoneyLinkForm } from '#src/components/transfer/DotmoneyLinkForm.tsx';
import { StaffTransferActions } from '#src/components/transfer/StaffTransferActions.tsx';
import { TransferForm } from '#src/components/transfer/TransferForm.tsx';
import { TransferItem, TransferList } from '#src/components/transfer/TransferList.tsx';
import { ZenginExportPanel } from '#src/components/transfer/ZenginExportPanel.tsx';

const request = (overrides: Partial<PayoutView>): PayoutView => ({
  id: 1,
  method: 'bank',
  amount: 1000,
  fee: 220,
  net: 780,
  status: 'requested',
  statusLabel: '申請中',
  returnReason: null,
  bankName: 'みずほ',
  branchName: '本店',
  accountType: '普通',
  accountMasked: '****567',
  holderKana: 'ヨミバ　タロウ',
  dotmoneyAccount: null,
  createdAt: '2026-11-26T03:00:00.000Z',
  updatedAt: '2026-11-26T03:00:00.000Z',
  ...overrides,
});

/** The affiliate and transfer panels of /affiliate/, /transfer/form/, /transfer/list/ and /staff/transfer/. */
const meta = { title: 'Transfer/Panels', component: TransferList, args: { requests: [] } } satisfies Meta<typeof TransferList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status: 申請中, 振込処理中, 振込済, 差し戻し with its reason, and a ドットマネー payout. */
export const Requests: Story = {
  args: {
    requests: [
      request({ id: 4 }),
      request({ id: 3, status: 'processing', statusLabel: '振込処理中' }),
      request({ id: 2, status: 'paid', statusLabel: '振込済', method: 'dotmoney', fee: 0, net: 1000, bankName: null, branchName: null, accountType: null, accountMasked: '', holderKana: null, dotmoneyAccount: 'DM-7a51d064a1a2' }),
      request({ id: 1, status: 'returned', statusLabel: '差し戻し', returnReason: '口座名義の確認ができませんでした。' }),
    ],
  },
  parameters: { expectedText: ['申請中', '振込処理中', '振込済', '差し戻し', '差し戻しの理由：口座名義の確認ができませんでした。', '****567', 'ドットマネー DM-7a51d064a1a2', 'お受取額：780円'] },
};

/** No requests yet. */
export const NoRequests: Story = { parameters: { expectedText: ['振込申請はまだありません。'] } };

/** /affiliate/ for a member with referrals and a balance. */
export const Affiliate: Story = {
  render: () => (
    <AffiliateSummary
      link="https://yomiba.jp/signup/?ref=G9JGYF6B"
      balance={2500}
      referrals={[
        { joinedAt: new Date('2026-11-20T03:00:00Z'), purchased: true, creditYen: 500 },
        { joinedAt: new Date('2026-11-21T03:00:00Z'), purchased: false, creditYen: null },
      ]}
    />
  ),
  parameters: { expectedText: ['2,500', 'あなたの紹介リンク', '紹介した会員（2人）', '購入済み（報酬 500円）', '未購入'] },
};

/** /affiliate/ before any referral. */
export const AffiliateEmpty: Story = {
  render: () => <AffiliateSummary link="https://yomiba.jp/signup/?ref=G9JGYF6B" balance={0} referrals={[]} />,
  parameters: { expectedText: ['まだ紹介した会員はいません。'] },
};

/** The request form (bank; ドットマネー not linked). */
export const Form: Story = {
  render: () => <TransferForm balance={2500} dotmoneyAccount={null} />,
  parameters: { expectedText: ['受取方法', 'ドットマネー（未連携）', '申請金額（円）', '金融機関', '預金種目', '口座番号（7桁）', '口座名義（全角カタカナ）', '確認へ進む'] },
};

/** The request form with a linked ドットマネー account. */
export const FormWithDotmoney: Story = {
  render: () => <TransferForm balance={2500} dotmoneyAccount="DM-7a51d064a1a2" />,
  parameters: { expectedText: ['ドットマネー', '銀行振込'] },
};

/** Linking ドットマネー: not linked, then linked. */
export const DotmoneyLink: Story = {
  render: () => (
    <>
      <DotmoneyLinkForm linked={null} />
      <DotmoneyLinkForm linked="DM-7a51d064a1a2" />
    </>
  ),
  parameters: { expectedText: ['ドットマネー口座は未連携です。', '連携する', '連携中の口座：DM-7a51d064a1a2', '口座を変更する'] },
};

/** Staff's buttons: a request to approve, one to mark paid (both can be returned with a reason). */
export const StaffActions: Story = {
  render: () => (
    <ul className="transfer-list">
      <TransferItem request={request({ id: 2 })}>
        <StaffTransferActions id={2} status="requested" />
      </TransferItem>
      <TransferItem request={request({ id: 3, status: 'processing', statusLabel: '振込処理中' })}>
        <StaffTransferActions id={3} status="processing" />
      </TransferItem>
    </ul>
  ),
  parameters: { expectedText: ['承認する', '振込済にする', '差し戻す'] },
};

/** /staff/transfer/'s 全銀 files: the button that makes a new batch, and each batch made so far with its re-download link. */
export const StaffZenginFiles: Story = {
  render: () => (
    <ZenginExportPanel
      batches={[
        { id: 2, createdAt: '2026-12-01T01:30:00.000Z', createdBy: 7, transferCount: 1, totalAmount: 2780, transferDate: '2026-12-01' },
        { id: 1, createdAt: '2026-11-30T01:00:00.000Z', createdBy: 7, transferCount: 2, totalAmount: 3060, transferDate: '2026-11-30' },
      ]}
    />
  ),
  parameters: { expectedText: ['全銀ファイルを作成', '作成済みの全銀ファイル', '2026/12/01', '2,780円', '3,060円', '2件', 'スタッフ ID 7', '再ダウンロード'] },
};

/** No 全銀 file made yet. */
export const StaffZenginFilesEmpty: Story = {
  render: () => <ZenginExportPanel batches={[]} />,
  parameters: { expectedText: ['全銀ファイルを作成', '作成済みの全銀ファイルはありません。'] },
};
