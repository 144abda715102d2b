import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { AccountPage } from '../../components/accounts/AccountPage';
import { ReceiptView } from '../../components/purchase/ReceiptView';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import '../../components/purchase/purchase.css';

/** /point/receipt/?id=…: the member's own receipt of one purchase (others' ids are not found). */
export default async function ReceiptPage(props: PageProps<'/point/receipt'>) {
  const member = await currentMember();
  if (!member) return null;
  const id = new URLSearchParams((props as { query?: string }).query ?? '').get('id') ?? '';
  const purchase = await (await getServices()).purchases.receipt(member.userId, id);
  if (!purchase) notFound();
  return (
    <AccountPage title="ご購入明細" description="コインとプレミアム会員のご購入明細" noindex width="wide">
      <ReceiptView purchase={purchase!} buyerName={member.userDisplayName} />
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
