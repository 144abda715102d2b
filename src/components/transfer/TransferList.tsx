import type { PayoutView } from '#modules/affiliate/client.ts';
import { yen } from './TransferLayout';

const jst = (iso: string) => new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** One request: amount, status, where it goes (masked), and the reason of a return. */
export function TransferItem({ request, children }: { request: PayoutView; children?: React.ReactNode }) {
  return (
    <li className="transfer-item" data-testid="transfer-item" data-status={request.status}>
      <div className="transfer-item__head">
        <span className="transfer-item__amount">{yen(request.amount)}</span>
        <span className={`transfer-status transfer-status--${request.status}`}>{request.statusLabel}</span>
      </div>
      <p className="transfer-item__meta">
        申請日時：{jst(request.createdAt)}　手数料：{yen(request.fee)}　お受取額：{yen(request.net)}
      </p>
      <p className="transfer-item__meta">
        {request.method === 'bank'
          ? `${request.bankName ?? ''} ${request.branchName ?? ''} ${request.accountType ?? ''} ${request.accountMasked} ${request.holderKana ?? ''}`
          : `ドットマネー ${request.dotmoneyAccount ?? ''}`}
      </p>
      {request.status === 'returned' && request.returnReason && <p className="transfer-item__reason">差し戻しの理由：{request.returnReason}</p>}
      {children}
    </li>
  );
}

export function TransferList({ requests }: { requests: PayoutView[] }) {
  if (requests.length === 0) return <p className="transfer-empty">振込申請はまだありません。</p>;
  return (
    <ul className="transfer-list">
      {requests.map((request) => (
        <TransferItem key={request.id} request={request} />
      ))}
    </ul>
  );
}
