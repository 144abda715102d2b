import { unstable_getContext as getContext } from 'waku/server';
import { TransferLayout } from '../../components/transfer/TransferLayout';
import { TransferList } from '../../components/transfer/TransferList';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';

/** /transfer/list/: the member's payout requests and their status (申請中 → 振込処理中 → 振込済, or 差し戻し). */
export default async function TransferListPage() {
  const member = await currentMember();
  if (!member) return null;
  const requests = await (await getServices()).payouts.listOf(member.userId);
  const requested = new URL(getContext().req.url).searchParams.get('requested') === '1';
  return (
    <TransferLayout title="申請履歴" current="/transfer/list/">
      {requested && (
        <p className="transfer-card" role="status">
          振込申請を受け付けました。
        </p>
      )}
      <TransferList requests={requests} />
    </TransferLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
