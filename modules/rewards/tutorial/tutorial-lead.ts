import type { MikroORM } from '@mikro-orm/postgresql';
import { giftDb } from '../gifts/gift-db.ts';
import { rewardsDb } from '../kysely-db.ts';
import { missionDb } from '../missions/mission-db.ts';

/** One step of the tutorial lead (spec §3 "Tutorial info": contents). */
export type TutorialLeadItem = { key: 'login-bonus' | 'daily-gacha' | 'mission' | 'stamp-card'; title: string; description: string; link: string; linkText: string; done: boolean };

export type TutorialLeadDeps = {
  /** When the member signed up (accounts, injected); null when unknown. */
  signedUpAt: (userId: number) => Promise<Date | null>;
  /** The path of the newest running mission board, and of the member's running stamp card (null when none). */
  missionBoardPath: () => Promise<string | null>;
  stampCardPath: (userId: number) => Promise<string | null>;
  now?: () => Date;
};

/** Members see the lead for this many days after signing up. */
export const TUTORIAL_LEAD_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * `GET /api/reward/v1/tutorial/lead/` (spec §7: success and row.contents): for a member who signed up
 * in the last 14 days, the rewards' first steps with whether each is done (read from rewards' own
 * tables); an empty list for everyone else.
 */
export function createTutorialLead(orm: MikroORM, deps: TutorialLeadDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    async contents(userId: number, at = now()): Promise<TutorialLeadItem[]> {
      const since = await deps.signedUpAt(userId);
      if (!since || at.getTime() - since.getTime() >= TUTORIAL_LEAD_DAYS * DAY_MS) return [];
      const [bonus, draw, claim, stamp, boardPath, cardPath] = await Promise.all([
        giftDb(orm).selectFrom('reward_pending').select('id').where('user_id', '=', userId).where('kind', '=', 'login_bonus').where('received_at', 'is not', null).limit(1).executeTakeFirst(),
        rewardsDb(orm).selectFrom('reward_draw').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
        missionDb(orm).selectFrom('reward_mission_claim').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
        rewardsDb(orm).selectFrom('reward_stamp').select('id').where('user_id', '=', userId).where('action', '!=', 'daily-sign-in').limit(1).executeTakeFirst(),
        deps.missionBoardPath(),
        deps.stampCardPath(userId),
      ]);
      const items: TutorialLeadItem[] = [
        { key: 'login-bonus', title: 'ログインボーナスを受け取る', description: '毎日ログインするとポイントを受け取れます。', link: '/rewardconfirm/', linkText: '特典の受け取りへ', done: bonus !== undefined },
        { key: 'daily-gacha', title: 'デイリーガチャを引く', description: '1日に数回、無料でガチャを引けます。提供割合はガチャのページで公開しています。', link: '/special/lottery/', linkText: 'デイリーガチャへ', done: draw !== undefined },
      ];
      if (boardPath) items.push({ key: 'mission', title: 'ミッションを達成する', description: '「今日3話読む」などのミッションを達成すると特典を受け取れます。', link: boardPath, linkText: 'ミッションへ', done: claim !== undefined });
      if (cardPath) items.push({ key: 'stamp-card', title: 'スタンプを集める', description: '読書やレビューでスタンプが押され、揃うと特典を受け取れます。', link: cardPath, linkText: 'スタンプカードへ', done: stamp !== undefined });
      return items;
    },
  };
}

export type TutorialLead = ReturnType<typeof createTutorialLead>;
