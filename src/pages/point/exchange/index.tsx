import { exchangeMessages } from '#modules/wallet/client.ts';
import { ExchangeForm } from '../../../components/myitem/ExchangeForm';
import { MyItemLayout } from '../../../components/myitem/MyItemLayout';
import { currentMember } from '../../../server/current-member';
import { getServices } from '../../../server/services';

/**
 * /point/exchange/: points to bonus coins at the published rate. The pointExchangeExpired guard
 * already sent members without exchangeable points to the description page.
 */
export default async function PointExchangePage() {
  const member = await currentMember();
  if (!member) return null;
  const summary = await (await getServices()).walletHistory.summary(member.userId);
  return (
    <MyItemLayout title="ポイント交換" current="/myitem/">
      <p className="myitem-card__note">交換レート：{exchangeMessages.rate}</p>
      <ExchangeForm points={summary.point} exchangeable={summary.exchangeablePoint} />
      <p>
        <a href="/point/exchange/description/">ポイント交換について</a>
      </p>
    </MyItemLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
