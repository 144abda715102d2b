import { unstable_notFound as notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { jstDateTimeText, jstDeadlineText, missionMessages, MissionError } from '#modules/rewards/index.ts';
import { missionPath, signInPath } from '#platform/routes/site-paths.ts';
import { MissionCard } from '../../../components/missions/MissionCard';
import '../../../components/missions/missions.css';
import { currentMember } from '../../../server/current-member';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** An unknown or not yet started board reads as null (a 404); anything else is an error. */
const unlessMissionError = (error: unknown): null => {
  if (error instanceof MissionError) return null;
  throw error;
};

/**
 * /special/mission/{code}/: a board of missions ('read 3 episodes today', 'favourite 5 titles', 'write a
 * review') with the member's progress and a claim button each; daily missions reset at 00:00 JST.
 * Visitors see the missions and are asked to log in. Everything but the claim works without JavaScript.
 */
export default async function MissionBoardPage({ id }: PageProps<'/special/mission/[id]'>) {
  if (!CODE.test(id)) notFound();
  const [services, member] = await Promise.all([getServices(), currentMember()]);
  const board = await services.missions.board(id, member?.userId ?? null).catch(unlessMissionError);
  if (!board) notFound();
  const daily = board.missions.filter((mission) => mission.per === 'day');
  const once = board.missions.filter((mission) => mission.per === 'board');
  const isLogin = member !== null;
  return (
    <div className="mission-page">
      <title>{pageTitle(board.label)}</title>
      <meta name="description" content={board.description} />
      <h1>{board.label}</h1>
      <p className="mission-page__lead">{board.description}</p>
      <p className="mission-page__period">
        開催期間：{jstDateTimeText(board.startsAt)} 〜 {board.endsAt ? jstDeadlineText(board.endsAt) : '終了未定'}
      </p>
      {!board.running && <p className="mission-page__ended">{missionMessages.ended}</p>}
      {!isLogin && (
        <div className="mission-login">
          <p>ミッションに挑戦して特典を受け取るにはログインが必要です。</p>
          <a className="mission-login__button" href={signInPath(missionPath(board.code))}>
            ログインしてミッションに挑戦
          </a>
        </div>
      )}
      {daily.length > 0 && (
        <section className="mission-page__section" aria-labelledby="mission-daily">
          <h2 id="mission-daily">毎日のミッション</h2>
          <p className="mission-page__note">毎日0:00（日本時間）にリセットされます。次のリセット：{jstDateTimeText(board.nextReset)}</p>
          <ul className="mission-list">
            {daily.map((mission) => (
              <MissionCard key={mission.id} mission={mission} isLogin={isLogin} />
            ))}
          </ul>
        </section>
      )}
      {once.length > 0 && (
        <section className="mission-page__section" aria-labelledby="mission-once">
          <h2 id="mission-once">期間中のミッション</h2>
          <p className="mission-page__note">開催期間中に1回だけ特典を受け取れます。</p>
          <ul className="mission-list">
            {once.map((mission) => (
              <MissionCard key={mission.id} mission={mission} isLogin={isLogin} />
            ))}
          </ul>
        </section>
      )}
      <ul className="mission-links">
        <li>
          <a href="/special/lottery/">デイリーガチャ</a>
        </li>
        <li>
          <a href="/rewardconfirm/">特典の受け取り</a>
        </li>
        <li>
          <a href="/gift/items/">受け取ったアイテム</a>
        </li>
      </ul>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
