import { PAYOUT_STATUS_LABELS, PAYOUT_STATUSES, type PayoutStatus } from '#modules/affiliate/client.ts';
import { staffTransferPath } from '#platform/routes/site-paths.ts';
import { unstable_getContext as getContext } from 'waku/server';
import { StaffNav } from '../../components/staff/StaffNav';
import '../../components/staff/staff.css';
import { StaffTransferActions } from '../../components/transfer/StaffTransferActions';
import { TransferItem } from '../../components/transfer/TransferList';
import { ZenginExportPanel } from '../../components/transfer/ZenginExportPanel';
import { pageTitle } from '../../site';
import '../../styles/static.css';
import '../../components/transfer/transfer.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';

const jst = (iso: string) => new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' });

/** /staff/transfer/: payout requests for staff (the staffRequired route guard sends anyone else to /signin/). */
export default async function StaffTransferPage() {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const param = new URL(getContext().req.url).searchParams.get('status');
  const status = (PAYOUT_STATUSES as readonly string[]).includes(param ?? '') ? (param as PayoutStatus) : undefined;
  const { payouts } = await getServices();
  const [requests, batches] = await Promise.all([payouts.listForStaff(status), payouts.exportBatches()]);
  return (
    <div className="transfer-layout">
      <title>{pageTitle('振込申請の管理')}</title>
      <meta name="robots" content="noindex" />
      <h1 className="transfer-page__title">振込申請の管理</h1>
      <StaffNav current="/staff/transfer/" />
      <nav className="transfer-tabs" aria-label="状態で絞り込む">
        <a className="transfer-tabs__tab" href={staffTransferPath()} aria-current={status ? undefined : 'page'}>
          すべて
        </a>
        {PAYOUT_STATUSES.map((s) => (
          <a key={s} className="transfer-tabs__tab" href={staffTransferPath(s)} aria-current={status === s ? 'page' : undefined}>
            {PAYOUT_STATUS_LABELS[s]}
          </a>
        ))}
      </nav>
      <section aria-labelledby="zengin-heading">
        <h2 id="zengin-heading" className="transfer-page__subtitle">全銀ファイル</h2>
        <p className="transfer-item__meta">振込処理中の銀行振込のうち、まだどのファイルにも入っていないものだけを新しい全銀協フォーマットのファイルにします。作成済みのファイルは同じ内容で再ダウンロードできます。</p>
        <ZenginExportPanel batches={batches} />
      </section>
      {requests.length === 0 ? (
        <p className="transfer-empty">該当する振込申請はありません。</p>
      ) : (
        <ul className="transfer-list">
          {requests.map((request) => (
            <TransferItem key={request.id} request={request}>
              <p className="transfer-item__meta">申請番号 {request.id}・会員ID {request.userId}</p>
              <ol className="transfer-history" aria-label="処理履歴">
                {request.history.map((h, i) => (
                  <li key={i}>
                    {jst(h.at)} {PAYOUT_STATUS_LABELS[h.status as PayoutStatus] ?? h.status}（{h.actorRole === 'staff' ? 'スタッフ' : '会員'} ID {h.actorUserId}）{h.note ? `：${h.note}` : ''}
                  </li>
                ))}
              </ol>
              <StaffTransferActions id={request.id} status={request.status} />
            </TransferItem>
          ))}
        </ul>
      )}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
