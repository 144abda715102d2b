import { BalancePanel } from '../../components/myitem/BalancePanel';
import { CouponReminderTrigger } from '../../components/myitem/CouponReminderTrigger';
import { MyItemLayout } from '../../components/myitem/MyItemLayout';
import { UnlockList } from '../../components/myitem/UnlockList';
import '../../components/gifts/gifts.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';

const REMIND_WITHIN_SECONDS = 3 * 86_400;

/** /myitem/: the member's coins (paid and bonus), points, tickets and coupons (login-guarded). */
export default async function MyItemPage() {
  const member = await currentMember();
  if (!member) return null;
  const { walletHistory, ticketConversion } = await getServices();
  const [summary, coupons, unlocks, convertibleTickets] = await Promise.all([
    walletHistory.summary(member.userId),
    walletHistory.coupons(member.userId),
    walletHistory.unlocks(member.userId),
    ticketConversion.convertible(member.userId),
  ]);
  // A held coupon with less than 3 days left is worth a reminder.
  const expiring = coupons.filter((c) => c.state === 'valid' && c.leftSecond < REMIND_WITHIN_SECONDS).sort((a, b) => a.leftSecond - b.leftSecond)[0];
  const reminder = expiring
    ? { couponCode: expiring.couponCode, couponName: expiring.couponName, remainedDays: expiring.remainedDays, remainedHours: expiring.remainedHours, remainedMinutes: expiring.remainedMinutes, additionalCoinRate: expiring.additionalCoinRate, state: expiring.state }
    : null;
  return (
    <MyItemLayout title="マイアイテム" current="/myitem/">
      <CouponReminderTrigger coupon={reminder} />
      <BalancePanel summary={summary} convertibleTickets={convertibleTickets} />
      <UnlockList unlocks={unlocks} now={Date.now()} />
      <ul className="gift-links" aria-label="特典とプレゼント">
        <li>
          <a href="/rewardconfirm/">特典の受け取り</a>
        </li>
        <li>
          <a href="/gift/items/">受け取ったアイテム</a>
        </li>
        <li>
          <a href="/readedreward/">読了特典</a>
        </li>
      </ul>
    </MyItemLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
