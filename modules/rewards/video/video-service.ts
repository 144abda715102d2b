import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from '#platform/db/sql-template.ts';
import { jstDayKey } from '../domain/jst-day.ts';
import { RewardVideoView } from '../entities/index.ts';
import { rewardsDb } from '../kysely-db.ts';
import type { LotteryService, RewardLedger } from '../lottery-service.ts';
import type { RewardedAdProvider } from './ad-provider.ts';
import { VideoRewardError } from './video-errors.ts';

/** Rewarded videos a member may be rewarded for per JST day (マンガBANG: 5 video-ad reads a day). */
export const VIDEO_REWARDS_PER_DAY = 3;

export type VideoRewardDeps = {
  withMemberLedger: <T>(userId: number, work: (ledger: RewardLedger) => Promise<T>, at?: Date) => Promise<T>;
  lottery: Pick<LotteryService, 'prepareDraw'>;
  provider: RewardedAdProvider | null;
  perDay?: number;
  now?: () => Date;
};

/**
 * Rewarded video (issue 16 item 4, decision 048): a member starts a view (a transaction id), the ad
 * provider calls back when the video was watched to the end, and only that verified callback gives the
 * reward — one extra draw of the lottery — once per transaction id, at most `perDay` per JST day.
 */
export function createVideoRewardService(orm: MikroORM, deps: VideoRewardDeps) {
  const now = deps.now ?? (() => new Date());
  const perDay = deps.perDay ?? VIDEO_REWARDS_PER_DAY;

  async function grantedToday(userId: number, at: Date): Promise<number> {
    const row = await rewardsDb(orm)
      .selectFrom('reward_video_view')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('jst_day', '=', jstDayKey(at))
      .where('granted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    now,
    enabled: () => deps.provider !== null,

    /** remainedVideoReward: the rewards the member may still earn today (JST). */
    async remained(userId: number, at = now()): Promise<number> {
      return Math.max(0, perDay - (await grantedToday(userId, at)));
    },

    /** Starts a view of a video for one extra draw of `lotteryId`; its transaction id goes to the provider. */
    async start(userId: number, lotteryId: number, at = now()): Promise<{ transactionId: string; remained: number }> {
      if (!deps.provider) throw new VideoRewardError('video-unavailable');
      await deps.lottery.prepareDraw(lotteryId, at); // the lottery is running (else its own error)
      const remained = perDay - (await grantedToday(userId, at));
      if (remained <= 0) throw new VideoRewardError('video-limit-reached');
      const transactionId = randomBytes(16).toString('hex');
      await orm.em.fork().insert(RewardVideoView, { transactionId, user: userId, lottery: lotteryId, jstDay: jstDayKey(at), startedAt: at, grantedAt: null });
      return { transactionId, remained };
    },

    /**
     * The provider's callback: verified, then under the member's wallet lock the view is marked granted
     * and one extra draw added (source `video:<transactionId>`), once. Returns whether this call granted.
     */
    async callback(query: Readonly<Record<string, string | undefined>>, at = now()): Promise<boolean> {
      const verified = deps.provider?.verify(query) ?? null;
      if (!verified) throw new VideoRewardError('video-callback-invalid');
      const view = await rewardsDb(orm).selectFrom('reward_video_view').select(['lottery_id', 'user_id']).where('transaction_id', '=', verified.transactionId).executeTakeFirst();
      if (!view || view.user_id !== verified.userId) throw new VideoRewardError('video-callback-invalid');
      const draw = await deps.lottery.prepareDraw(view.lottery_id, at);
      return deps.withMemberLedger(
        verified.userId,
        async (ledger) => {
          const [state] = await ledger.execute<{ granted: boolean; today: number }[]>(
            sql`select (select granted_at is not null from reward_video_view where transaction_id = ${verified.transactionId}) as granted,
                       (select count(*)::int from reward_video_view where user_id = ${verified.userId} and jst_day = ${jstDayKey(at)} and granted_at is not null) as today`,
          );
          if (state!.granted || state!.today >= perDay) return false;
          await ledger.execute(sql`update reward_video_view set granted_at = ${at} where transaction_id = ${verified.transactionId}`);
          return draw.addExtra(ledger, verified.userId, `video:${verified.transactionId}`);
        },
        at,
      );
    },
  };
}

export type VideoRewardService = ReturnType<typeof createVideoRewardService>;
