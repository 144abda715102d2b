import { creditLabel, GIFT_RULES, jstDeadlineText } from '#modules/rewards/index.ts';
import { ReceiveAllButton } from '../components/gifts/ReceiveAllButton';
import '../components/gifts/gifts.css';
import { currentMember } from '../server/current-member';
import { getServices } from '../server/services';
import { pageTitle } from '../site';

/**
 * /rewardconfirm/: the rewards waiting for the member (today's sign-in bonus, linked-account points,
 * read rewards, gifts), received all at once with one tap. Members only (route guard).
 */
export default async function RewardConfirmPage() {
  const member = await currentMember();
  if (!member) return null;
  const { gifts } = await getServices();
  const { waiting } = await gifts.pending(member.userId);
  return (
    <div className="gift-page">
      <title>{pageTitle('特典の受け取り')}</title>
      <meta name="robots" content="noindex" />
      <h1>特典の受け取り</h1>
      <p className="gift-page__lead">
        毎日のログインボーナス（{GIFT_RULES.signInBonusPoints}ポイント）、読了特典、アカウント連携の特典（1サービスにつき{GIFT_RULES.linkedAccountPoints}ポイント）をここで受け取れます。受け取り期限を過ぎた特典は受け取れなくなります。
      </p>
      <ReceiveAllButton rewards={waiting.map((reward) => ({ id: reward.id, label: reward.label, prizeLabel: creditLabel(reward.asset, reward.amount), claimByText: reward.claimBy ? jstDeadlineText(reward.claimBy) : null }))} />
      <ul className="gift-links">
        <li>
          <a href="/gift/items/">受け取ったアイテム</a>
        </li>
        <li>
          <a href="/readedreward/">読了特典</a>
        </li>
        <li>
          <a href="/special/mission/">ミッション</a>
        </li>
        <li>
          <a href="/socialauthpresent/">アカウント連携でポイントプレゼント</a>
        </li>
      </ul>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
