import { PAYOUT_TERMS } from '#modules/affiliate/client.ts';
import { DotmoneyLinkForm } from '../../components/transfer/DotmoneyLinkForm';
import { TransferForm } from '../../components/transfer/TransferForm';
import { TransferLayout, yen } from '../../components/transfer/TransferLayout';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';

/** /transfer/form/: a payout of the member's affiliate earnings (the `authenticated` route guard keeps visitors out). */
export default async function TransferFormPage() {
  const member = await currentMember();
  if (!member) return null;
  const terms = await (await getServices()).payouts.terms(member.userId);
  const named = Boolean(member.accountHolderFirstName || member.accountHolderLastName);
  return (
    <TransferLayout title="振込申請" current="/transfer/form/">
      <section className="transfer-card" aria-labelledby="transfer-balance">
        <h2 id="transfer-balance">アフィリエイト報酬の残高</h2>
        <p className="transfer-balance" data-testid="transfer-balance">
          {terms.balance.toLocaleString('ja-JP')}
          <small>円</small>
        </p>
        <dl className="transfer-terms">
          <dt>銀行振込</dt>
          <dd>
            {yen(PAYOUT_TERMS.bank.minimumYen)}から・振込手数料 {yen(PAYOUT_TERMS.bank.feeYen)}
          </dd>
          <dt>ドットマネー</dt>
          <dd>
            {yen(PAYOUT_TERMS.dotmoney.minimumYen)}から・手数料 {yen(PAYOUT_TERMS.dotmoney.feeYen)}
          </dd>
        </dl>
      </section>
      <section className="transfer-card" aria-labelledby="transfer-request">
        <h2 id="transfer-request">申請内容</h2>
        {named ? (
          <TransferForm balance={terms.balance} dotmoneyAccount={terms.dotmoneyAccount} />
        ) : (
          <p>
            振込申請には口座名義と同じ氏名の登録が必要です。<a href="/profile/?dialog=account-holder">プロフィールのアフィリエイト連携項目</a>から氏名（姓名）を登録してください。
          </p>
        )}
        <noscript>
          <p>振込申請にはJavaScriptを有効にしてください。</p>
        </noscript>
      </section>
      {terms.dotmoneyAvailable && (
        <section className="transfer-card" aria-labelledby="transfer-dotmoney">
          <h2 id="transfer-dotmoney">ドットマネー口座の連携</h2>
          <DotmoneyLinkForm linked={terms.dotmoneyAccount} />
        </section>
      )}
    </TransferLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
