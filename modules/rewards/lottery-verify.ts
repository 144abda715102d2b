import type { MikroORM } from '@mikro-orm/postgresql';
import { tierForRoll } from './domain/odds.ts';
import { drawRoll, seedCommitment, seedMatches } from './domain/verifiable-draw.ts';
import { rewardsDb } from './kysely-db.ts';
import type { LotteryService, OddsLine } from './lottery-service.ts';
import { RewardsError } from './rewards-errors.ts';

export type VerifyInput = { lotteryId: number; periodKey: string; memberId: number; drawNumber: number };

export type DrawVerification = {
  lotteryId: number;
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  oddsVersion: number;
  odds: OddsLine[];
  /** SHA-256 of the seed, published before the period's first draw. */
  commitment: string;
  /** The seed, revealed once the period has ended. */
  seed: string;
  /** SHA-256 of the revealed seed, and whether it is the commitment. */
  seedHash: string;
  seedMatchesCommitment: boolean;
  memberId: number;
  drawNumber: number;
  /** HMAC-SHA256(seed, "<lotteryId>:<periodKey>:<memberId>:<drawNumber>") mapped to [0, 1,000,000). */
  roll: number;
  tierId: string;
  tierLabel: string;
  /** The draw as recorded, shown to the member who drew it (null for anyone else, or when there was none). */
  recorded: { roll: number; tierId: string; tierLabel: string; matches: boolean } | null;
};

export type PastPeriod = { periodKey: string; periodEnd: Date };

/**
 * The public check of the daily gacha (issue 16 item 3, decision 050): any past draw recomputed from
 * its period's revealed seed, with the commitment published before the period. A running period's
 * seed is never revealed, so it cannot be checked until it ends.
 */
export function createLotteryVerify(orm: MikroORM, deps: { lottery: Pick<LotteryService, 'period'>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The lottery's ended periods that had draws (a seed was made), newest first. */
    async pastPeriods(lotteryId: number, limit = 30, at = now()): Promise<PastPeriod[]> {
      const rows = await rewardsDb(orm)
        .selectFrom('reward_period_seed')
        .select(['period_key', 'period_end'])
        .where('lottery_id', '=', lotteryId)
        .where('period_end', '<=', at)
        .orderBy('period_end', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ periodKey: row.period_key, periodEnd: new Date(row.period_end) }));
    },

    /** Recomputes one draw; the recorded one is shown only to `viewerId` when it is the member's own. */
    async verify(input: VerifyInput, viewerId: number | null, at = now()): Promise<DrawVerification> {
      const period = await deps.lottery.period(input.lotteryId, input.periodKey, at);
      if (!period.seed || !period.commitment) {
        if (period.periodEnd > at) throw new RewardsError('period-not-ended');
        // An ended period nobody opened: no seed, no draws.
        throw new RewardsError('lottery-not-found');
      }
      const roll = drawRoll(period.seed, input);
      const tier = tierForRoll(period.odds.map((line) => ({ ...line, prize: line.label })), roll);
      const labelOf = (tierId: string) => period.odds.find((line) => line.tierId === tierId)?.label ?? tierId;
      const row =
        viewerId !== null && viewerId === input.memberId
          ? await rewardsDb(orm)
              .selectFrom('reward_draw')
              .select(['roll', 'tier_id'])
              .where('lottery_id', '=', input.lotteryId)
              .where('user_id', '=', input.memberId)
              .where('period_key', '=', period.periodKey)
              .where('draw_number', '=', input.drawNumber)
              .executeTakeFirst()
          : undefined;
      return {
        lotteryId: period.lotteryId,
        periodKey: period.periodKey,
        periodStart: period.periodStart,
        periodEnd: period.periodEnd,
        oddsVersion: period.oddsVersion,
        odds: period.odds,
        commitment: period.commitment,
        seed: period.seed,
        seedHash: seedCommitment(period.seed),
        seedMatchesCommitment: seedMatches(period.seed, period.commitment),
        memberId: input.memberId,
        drawNumber: input.drawNumber,
        roll,
        tierId: tier.tierId,
        tierLabel: labelOf(tier.tierId),
        recorded: row ? { roll: row.roll, tierId: row.tier_id, tierLabel: labelOf(row.tier_id), matches: row.roll === roll && row.tier_id === tier.tierId } : null,
      };
    },
  };
}

export type LotteryVerify = ReturnType<typeof createLotteryVerify>;
