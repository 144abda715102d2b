import { GIFT_RULES, monthDayOfKey } from '#modules/rewards/index.ts';
import '../components/gifts/gifts.css';
import { currentMember } from '../server/current-member';
import { getServices } from '../server/services';
import { pageTitle } from '../site';

const STATUS_TEXT = { today: '明日受け取れます', waiting: '受け取れます', received: '受け取り済み', lapsed: '受け取り期限切れ', none: '―' } as const;

/**
 * /readedreward/: 読了特典. Points for the episodes read in a JST day, paid the next day (a finished day's
 * count never changes), once per day; today's count so far and the last days' rewards. Members only.
 */
export default async function ReadRewardPage() {
  const member = await currentMember();
  if (!member) return null;
  const { gifts } = await getServices();
  const { today, days } = await gifts.readRewards(member.userId);
  return (
    <div className="gift-page">
      <title>{pageTitle('読了特典')}</title>
      <meta name="robots" content="noindex" />
      <h1>読了特典</h1>
      <p className="gift-page__lead">
        1日（日本時間0:00〜23:59）に読んだ話数に応じて、1話につき{GIFT_RULES.readPointsPerEpisode}ポイント（1日最大{GIFT_RULES.readPointsMaxPerDay}ポイント）を翌日にプレゼントします。受け取りは読んだ日から{GIFT_RULES.claimDays}日後まで、
        <a href="/rewardconfirm/">特典の受け取り</a>からどうぞ。
      </p>
      <section className="gift-card" aria-labelledby="read-today-h">
        <h2 id="read-today-h">今日（{monthDayOfKey(today.dayKey)}）</h2>
        <p className="gift-card__prize" data-testid="read-today">
          {today.episodes}話 読了 → 明日 {today.points}ポイント
        </p>
      </section>
      <section aria-labelledby="read-days-h">
        <h2 id="read-days-h">これまでの読了特典</h2>
        <ul className="gift-list">
          {days.map((day) => (
            <li key={day.dayKey} className="gift-list__item">
              <span className="gift-list__label">
                {monthDayOfKey(day.dayKey)}：{day.episodes}話
              </span>
              <span className="gift-list__prize">{day.points > 0 ? `${day.points}ポイント` : ''}</span>
              <p className="gift-list__dates">{day.points > 0 ? STATUS_TEXT[day.status] : '読んだ話はありません'}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
