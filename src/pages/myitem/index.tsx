import { BalancePanel } from '../../components/myitem/BalancePanel';
import { MyItemLayout } from '../../components/myitem/MyItemLayout';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';

/** /myitem/: the member's coins (paid and bonus), points, tickets and coupons (login-guarded). */
export default async function MyItemPage() {
  const member = await currentMember();
  if (!member) return null;
  const summary = await (await getServices()).walletHistory.summary(member.userId);
  return (
    <MyItemLayout title="マイアイテム" current="/myitem/">
      <BalancePanel summary={summary} />
    </MyItemLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
