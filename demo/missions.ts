import type { MikroORM } from '@mikro-orm/postgresql';
import { createMissionBoard, jstDayKey, jstDayStart, RewardMissionBoard } from '#modules/rewards/index.ts';

/** The demo's missions (/special/mission/welcome/): daily ones that reset at 00:00 JST, and once-per-board ones. */
export const DEMO_MISSION_BOARD_CODE = 'welcome';

const DAY_MS = 86_400_000;

/** Creates the demo board, from 00:00 JST of the day before seeding to 00:00 JST 60 days after it, unless it is there. */
export async function seedDemoMissions(orm: MikroORM, at = new Date()): Promise<void> {
  if (await orm.em.fork().findOne(RewardMissionBoard, { code: DEMO_MISSION_BOARD_CODE })) return;
  const starts = new Date(jstDayStart(jstDayKey(at)).getTime() - DAY_MS);
  await createMissionBoard(orm, {
    code: DEMO_MISSION_BOARD_CODE,
    label: '読み場ミッション',
    description: '毎日のミッションと期間中のミッションを達成して、ポイントやボーナスコインを受け取ろう！達成の条件は決まった行動だけで、ランダムな要素はありません。',
    startsAt: starts,
    endsAt: new Date(starts.getTime() + 61 * DAY_MS),
    missions: [
      { label: '今日ログインする', description: 'その日に一度ログインすると達成です。', action: 'daily-sign-in', target: 1, per: 'day', prize: { kind: 'point', amount: 2 } },
      { label: '今日3話読む', description: '今日読んだエピソードが3話になると達成です（同じ話は1回まで）。', action: 'episode-read', target: 3, per: 'day', prize: { kind: 'point', amount: 5 } },
      { label: 'お気に入りに5作品登録する', description: '期間中にお気に入りに登録した作品が5作品になると達成です。', action: 'favorite', target: 5, per: 'board', prize: { kind: 'bonus_coin', amount: 30, validHours: 7 * 24 } },
      { label: 'レビューを書く', description: '期間中に作品のレビューを1件書くと達成です。', action: 'review', target: 1, per: 'board', prize: { kind: 'point', amount: 20 } },
    ],
  }, at);
}
