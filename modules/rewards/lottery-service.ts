import type { MikroORM } from '@mikro-orm/postgresql';
import { drawPeriodAt, type DrawPeriod } from './domain/draw-periods.ts';
import { tierForRoll } from './domain/odds.ts';
import { prizeCredits, prizeLabel, type PrizeCredit, type PrizeSpec } from './domain/prizes.ts';
import { drawRoll, newSeed, seedCommitment } from './domain/verifiable-draw.ts';
import { RewardLottery, RewardLotteryOdds, type StoredTier } from './entities/index.ts';
import { RewardsError } from './rewards-errors.ts';
import { rewardsDb } from './kysely-db.ts';
import { LRUCache } from 'lru-cache';
import { createCache } from '#platform/cache/cache.ts';
import { createIdBlocks } from '#platform/db/id-blocks.ts';
import { sql, type SqlStatement } from '#platform/db/sql-template.ts';

/** The wallet's MemberLedger as rewards uses it: its own statements and grants in one transaction. */
export type RewardLedger = {
  execute<T = Record<string, unknown>[]>(statement: SqlStatement): Promise<T>;
  /** A statement prepared once per connection (values in a select list need casts). */
  executePrepared<T = Record<string, unknown>[]>(statement: SqlStatement): Promise<T>;
  grant(request: { kind: string; reason: string; reference: string; idempotencyKey: string; credits: PrizeCredit[] }): Promise<boolean>;
  /** `alongside` (an insert … returning on rewards' tables) and the grant in one round trip; the grant only when it returns a row. */
  grantWith<R>(
    request: { kind: string; reason: string; reference: string; idempotencyKey: string; credits: PrizeCredit[] },
    alongside: SqlStatement,
    /**
     * `commit`: the transaction's last statement, its COMMIT in the same round trip (the key must be new).
     * `alone`: its only statement, with the BEGIN, the wallet lock and the COMMIT in one round trip.
     */
    options?: { commit?: boolean; alone?: boolean },
  ): Promise<{ rows: R[]; granted: boolean }>;
};

export type LotteryServiceDeps = {
  /** One transaction holding the member's wallet lock (the wallet's withMemberLedger). */
  withMemberLedger: <T>(userId: number, work: (ledger: RewardLedger) => Promise<T>, at?: Date) => Promise<T>;
  now?: () => Date;
};

export type OddsLine = { tierId: string; label: string; weight: number };

export type LotteryStatus = {
  lotteryId: number;
  label: string;
  description: string;
  conditions: string;
  maxGacha: number;
  /** Draws left in this period; for a visitor, what a member would have. */
  remained: number;
  periodKey: string;
  periodEnd: Date;
  oddsVersion: number;
  odds: OddsLine[];
  /** SHA-256 of this period's secret seed, published before its first draw. */
  commitment: string;
};

export type PeriodRecord = {
  lotteryId: number;
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  oddsVersion: number;
  odds: OddsLine[];
  /** Null when nobody opened the period. */
  commitment: string | null;
  /** Revealed once the period has ended. */
  seed: string | null;
};

export type MemberDraw = { drawId: number; periodKey: string; drawNumber: number; memberId: number; roll: number; tierId: string; prizeLabel: string; drawnAt: Date };

export type Present = { kind: PrizeSpec['kind']; label: string; amount: number; expiresAt: Date | null };

export type DrawOutcome = {
  drawId: number;
  drawNumber: number;
  periodKey: string;
  tierId: string;
  tierLabel: string;
  prizeLabel: string;
  presentList: Present[];
  resultCouponCode: string | null;
  /** Draws left after this one. */
  remained: number;
};

type Running = { lottery: RewardLottery; period: DrawPeriod; odds: RewardLotteryOdds };

const UNIQUE_VIOLATION = '23505';

type DrawRow = { id: number; draw_number: number; period_key: string; tier_id: string; prize: PrizeSpec; created_at: Date; lottery_id: number };

export function createLotteryService(orm: MikroORM, deps: LotteryServiceDeps) {
  const now = deps.now ?? (() => new Date());

  // A lottery's settings for a few seconds; a period's odds and seed for good (neither changes once the
  // period has begun: new odds take effect from a later period, and a seed is written once).
  const lotteries = createCache<RewardLottery | null>({ max: 200, ttlMs: 10_000, keep: (lottery) => lottery !== null });
  const periodOdds = createCache<RewardLotteryOdds>({ max: 2_000, ttlMs: Infinity });
  const periodSeeds = createCache<{ seed: string; commitment: string }>({ max: 2_000, ttlMs: Infinity });

  // The draws a member has used in a period, as this process last saw them (a guess, checked by the draw).
  const usedGuesses = new LRUCache<string, number>({ max: 20_000, ttl: 6 * 3_600_000 });
  const guessKey = (lotteryId: number, userId: number, periodKey: string) => `${lotteryId}:${userId}:${periodKey}`;
  /** Notes the member's draws used as at least `outcome`'s number (a retry answers an earlier, lower one). */
  const remember = (lotteryId: number, userId: number, outcome: DrawOutcome) => {
    const key = guessKey(lotteryId, userId, outcome.periodKey);
    usedGuesses.set(key, Math.max(usedGuesses.get(key) ?? 0, outcome.drawNumber));
    return outcome;
  };
  const drawIds = createIdBlocks(orm, 'reward_draw_id_seq');

  async function running(lotteryId: number, at: Date): Promise<Running> {
    const lottery = await lotteries.get(String(lotteryId), () => orm.em.fork().findOne(RewardLottery, { id: lotteryId }));
    if (!lottery || lottery.startsAt > at) throw new RewardsError('lottery-not-found');
    if (lottery.endsAt && lottery.endsAt <= at) throw new RewardsError('lottery-closed');
    const period = drawPeriodAt(at, lottery.refillHours);
    // The odds in force for the whole period: the latest version effective at its start.
    const odds = await periodOdds.get(`${lottery.id}:${period.key}`, () => oddsAt(lottery.id, period.start));
    return { lottery, period, odds };
  }


  /** The period's seed, made (and its commitment fixed) by whoever asks first. */
  const periodSeed = (lotteryId: number, period: DrawPeriod, at: Date) => periodSeeds.get(`${lotteryId}:${period.key}`, () => storedPeriodSeed(lotteryId, period, at));

  async function storedPeriodSeed(lotteryId: number, period: DrawPeriod, at: Date): Promise<{ seed: string; commitment: string }> {
    const seed = newSeed();
    const db = rewardsDb(orm);
    await db
      .insertInto('reward_period_seed')
      .values({ lottery_id: lotteryId, period_key: period.key, seed, commitment: seedCommitment(seed), period_end: period.end, created_at: at })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return db.selectFrom('reward_period_seed').select(['seed', 'commitment']).where('lottery_id', '=', lotteryId).where('period_key', '=', period.key).executeTakeFirstOrThrow();
  }

  /** The member's draws this period, and the period's allowance: the lottery's plus the extra draws earned. */
  async function drawsUsed(lottery: RewardLottery, userId: number, periodKey: string): Promise<{ used: number; allowed: number }> {
    const db = rewardsDb(orm);
    const row = await db
      .selectNoFrom((eb) => [
        eb.selectFrom('reward_draw').select((e) => e.fn.countAll<string>().as('n')).where('lottery_id', '=', lottery.id).where('user_id', '=', userId).where('period_key', '=', periodKey).as('used'),
        eb.selectFrom('reward_extra_draw').select((e) => e.fn.countAll<string>().as('n')).where('lottery_id', '=', lottery.id).where('user_id', '=', userId).where('period_key', '=', periodKey).as('extra'),
      ])
      .executeTakeFirstOrThrow();
    return { used: Number(row.used), allowed: lottery.drawsPerPeriod + Number(row.extra) };
  }

  const oddsLines = (tiers: StoredTier[]): OddsLine[] => tiers.map(({ tierId, label, weight }) => ({ tierId, label, weight }));

  function outcomeOf(row: DrawRow, tiers: StoredTier[], allowed: number, used: number): DrawOutcome {
    const tier = tiers.find((t) => t.tierId === row.tier_id);
    const presentList = prizeCredits(row.prize, new Date(row.created_at)).map((credit) => ({ kind: row.prize.kind, label: prizeLabel(row.prize), amount: credit.amount, expiresAt: credit.expiresAt }));
    return {
      drawId: row.id,
      drawNumber: row.draw_number,
      periodKey: row.period_key,
      tierId: row.tier_id,
      tierLabel: tier?.label ?? row.tier_id,
      prizeLabel: prizeLabel(row.prize),
      presentList,
      resultCouponCode: row.prize.kind === 'coupon' ? row.prize.couponCode : null,
      remained: Math.max(0, allowed - used),
    };
  }

  async function oddsAt(lotteryId: number, periodStart: Date): Promise<RewardLotteryOdds> {
    const odds = await orm.em.fork().findOne(RewardLotteryOdds, { lottery: lotteryId, effectiveFrom: { $lte: periodStart } }, { orderBy: { version: 'desc' } });
    if (!odds) throw new RewardsError('lottery-not-found');
    return odds;
  }

  /**
   * Everything a draw needs that does not change inside a period (read before any transaction opens),
   * and the draw itself on a member's ledger. `extraSource` first adds one extra draw to the member's
   * allowance (once per source: 'stamp:<id>', 'video:<transaction>'), then draws.
   */
  async function prepareDraw(lotteryId: number, at = now()) {
    const { lottery, period, odds } = await running(lotteryId, at);
    const { seed } = await periodSeed(lottery.id, period, at);
    /** Adds one extra draw for this period, once per source; false when the source was used before. */
    const addExtra = async (ledger: RewardLedger, userId: number, source: string): Promise<boolean> => {
      const rows = await ledger.execute<{ id: number }[]>(
        sql`insert into reward_extra_draw (lottery_id, user_id, period_key, source, created_at) values (${lottery.id}, ${userId}, ${period.key}, ${source}, ${at}) on conflict (source) do nothing returning id`,
      );
      return rows.length > 0;
    };
    /** What draw `drawNumber` of the member rolls, and the grant of its prize (referencing draw `drawId`). */
    const drawOf = (userId: number, drawNumber: number, drawId: number) => {
      const roll = drawRoll(seed, { lotteryId: lottery.id, periodKey: period.key, memberId: userId, drawNumber });
      const tier = tierForRoll(odds.tiers, roll);
      return {
        roll,
        tier,
        prizeJson: JSON.stringify(tier.prize),
        couponCode: tier.prize.kind === 'coupon' ? tier.prize.couponCode : null,
        grant: { kind: 'reward', reason: 'daily_gacha', reference: `draw:${drawId}`, idempotencyKey: `reward:draw:${drawId}`, credits: prizeCredits(tier.prize, at) },
      };
    };
    /**
     * The draw in one round trip (decision 076), on the guess that the member has used `guess` draws this
     * period: the draw row is written only if that is so and a draw is left, and its grant only with it.
     * Null when the guess was wrong or this request drew before (its request id is taken): then nothing
     * was written, and the caller draws the usual way.
     */
    const alone = async (ledger: RewardLedger, userId: number, requestId: string, guess: number, drawId: number): Promise<DrawOutcome | null> => {
      const drawNumber = guess + 1;
      const { roll, tier, prizeJson, couponCode, grant } = drawOf(userId, drawNumber, drawId);
      const extraDraws = sql`(select count(*)::int from reward_extra_draw where lottery_id = ${lottery.id} and user_id = ${userId} and period_key = ${period.key})`;
      try {
        const { rows, granted } = await ledger.grantWith<DrawRow & { extra: number }>(
          grant,
          sql`insert into reward_draw (id, lottery_id, user_id, period_key, draw_number, request_id, odds_version, roll, tier_id, prize, coupon_code, created_at)
              select ${drawId}::int, ${lottery.id}::int, ${userId}::int, ${period.key}::text, ${drawNumber}::int, ${requestId}::text, ${odds.version}::int, ${roll}::double precision, ${tier.tierId}::text, ${prizeJson}::jsonb, ${couponCode}::text, ${at}::timestamptz
               where (select count(*) from reward_draw where lottery_id = ${lottery.id} and user_id = ${userId} and period_key = ${period.key}) = ${guess}::int
                 and ${guess}::int < ${lottery.drawsPerPeriod}::int + ${extraDraws}
              returning id, draw_number, period_key, tier_id, prize, created_at, lottery_id, ${extraDraws} as extra`,
          { alone: true },
        );
        const row = rows[0];
        if (!row) return null;
        if (!granted) throw new Error(`draw ${drawId}: recorded without its grant`);
        return outcomeOf({ ...row, created_at: new Date(row.created_at) }, odds.tiers, lottery.drawsPerPeriod + row.extra, drawNumber);
      } catch (error) {
        // This request's id drew before, or a draw took the guessed slot meanwhile: nothing was written.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
        throw error;
      }
    };
    return {
      lotteryId: lottery.id,
      periodKey: period.key,
      drawsPerPeriod: lottery.drawsPerPeriod,
      alone,
      addExtra,
      /** `last`: nothing follows the draw in the caller's transaction, so it commits with the draw's statement. */
      within: async (ledger: RewardLedger, userId: number, requestId: string, extraSource?: string, last = false): Promise<DrawOutcome> => {
        if (extraSource) await addExtra(ledger, userId, extraSource);
        const countUsed = async (lotteryId: number, periodKey: string) =>
          (await ledger.execute<{ used: number }[]>(sql`select count(*)::int as used from reward_draw where lottery_id = ${lotteryId} and user_id = ${userId} and period_key = ${periodKey}`))[0]!.used;
        // One round trip (a prepared statement): the draws used this period, the extra draws earned, this
        // request's earlier draw if it is a retry, and the id the new draw will have (so that its grant,
        // whose reference names it, rides in the same statement as the draw; an unused id is only a gap).
        const [state] = await ledger.executePrepared<{ used: number; extra: number; earlier: DrawRow | null; next_id: number }[]>(
          sql`select (select count(*)::int from reward_draw where lottery_id = ${lottery.id} and user_id = ${userId} and period_key = ${period.key}) as used,
                     (select count(*)::int from reward_extra_draw where lottery_id = ${lottery.id} and user_id = ${userId} and period_key = ${period.key}) as extra,
                     (select to_jsonb(d) from (select id, draw_number, period_key, tier_id, prize, created_at, lottery_id from reward_draw where user_id = ${userId} and request_id = ${requestId}) d) as earlier,
                     nextval('reward_draw_id_seq')::int as next_id`,
        );
        const { used, extra, earlier, next_id: drawId } = state!;
        const allowed = lottery.drawsPerPeriod + extra;
        if (earlier) {
          const sameSlot = earlier.lottery_id === lottery.id && earlier.period_key === period.key;
          return outcomeOf(earlier, odds.tiers, allowed, sameSlot ? used : await countUsed(earlier.lottery_id, earlier.period_key));
        }
        if (used >= allowed) throw new RewardsError('no-draws-left', { nextRefill: period.end });
        const drawNumber = used + 1;
        const { roll, tier, prizeJson, couponCode, grant } = drawOf(userId, drawNumber, drawId);
        // The draw row and its grant in one statement, so in one transaction: both or neither.
        const { rows, granted } = await ledger.grantWith<DrawRow>(
          grant,
          sql`insert into reward_draw (id, lottery_id, user_id, period_key, draw_number, request_id, odds_version, roll, tier_id, prize, coupon_code, created_at)
              values (${drawId}, ${lottery.id}, ${userId}, ${period.key}, ${drawNumber}, ${requestId}, ${odds.version}, ${roll}, ${tier.tierId}, ${prizeJson}::jsonb, ${couponCode}, ${at})
              returning id, draw_number, period_key, tier_id, prize, created_at, lottery_id`,
          { commit: last },
        );
        const row = rows[0];
        // A fresh id's key cannot have been used: anything else is a bug, and rolls the draw back.
        if (!row || !granted) throw new Error(`draw ${drawId}: not recorded with its grant`);
        return outcomeOf({ ...row, created_at: new Date(row.created_at) }, odds.tiers, allowed, drawNumber);
      },
    };
  }

  return {
    now,

    /** Ids of the lotteries open at `at`, oldest first. */
    async runningIds(at = now()): Promise<number[]> {
      const lotteries = await orm.em.fork().find(RewardLottery, { startsAt: { $lte: at }, $or: [{ endsAt: null }, { endsAt: { $gt: at } }] }, { orderBy: { id: 'asc' }, fields: ['id'] });
      return lotteries.map((lottery) => lottery.id);
    },

    /**
     * One period as anyone may check it: the odds in force, the commitment, and once the period has
     * ended its seed, from which every draw of the period recomputes (domain/verifiable-draw.ts).
     */
    async period(lotteryId: number, periodKey: string, at = now()): Promise<PeriodRecord> {
      const lottery = await orm.em.fork().findOne(RewardLottery, { id: lotteryId });
      if (!lottery) throw new RewardsError('lottery-not-found');
      const start = new Date(`${periodKey}:00:00+09:00`);
      const period = Number.isNaN(start.getTime()) ? null : drawPeriodAt(start, lottery.refillHours);
      if (!period || period.key !== periodKey || period.start < lottery.startsAt || period.start > at) throw new RewardsError('lottery-not-found');
      const odds = await oddsAt(lottery.id, period.start);
      const row = await rewardsDb(orm).selectFrom('reward_period_seed').select(['seed', 'commitment']).where('lottery_id', '=', lottery.id).where('period_key', '=', period.key).executeTakeFirst();
      const ended = period.end <= at;
      return { lotteryId: lottery.id, periodKey: period.key, periodStart: period.start, periodEnd: period.end, oddsVersion: odds.version, odds: oddsLines(odds.tiers), commitment: row?.commitment ?? null, seed: ended && row ? row.seed : null };
    },

    /** A member's own latest draws of a lottery, with what they need to recompute each one. */
    async memberDraws(lotteryId: number, userId: number, limit = 30): Promise<MemberDraw[]> {
      const rows = await rewardsDb(orm)
        .selectFrom('reward_draw')
        .select(['id', 'draw_number', 'period_key', 'tier_id', 'prize', 'created_at', 'roll'])
        .where('lottery_id', '=', lotteryId)
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ drawId: row.id, periodKey: row.period_key, drawNumber: row.draw_number, memberId: userId, roll: row.roll, tierId: row.tier_id, prizeLabel: prizeLabel(row.prize as PrizeSpec), drawnAt: new Date(row.created_at) }));
    },

    async status(lotteryId: number, userId: number | null, at = now()): Promise<LotteryStatus> {
      const { lottery, period, odds } = await running(lotteryId, at);
      const { commitment } = await periodSeed(lottery.id, period, at);
      const { used, allowed } = userId === null ? { used: 0, allowed: lottery.drawsPerPeriod } : await drawsUsed(lottery, userId, period.key);
      return {
        lotteryId: lottery.id,
        label: lottery.label,
        description: lottery.description,
        conditions: lottery.conditions,
        maxGacha: lottery.drawsPerPeriod,
        remained: Math.max(0, allowed - used),
        periodKey: period.key,
        periodEnd: period.end,
        oddsVersion: odds.version,
        odds: oddsLines(odds.tiers),
        commitment,
      };
    },

    /**
     * Draws once. The draw row and its wallet grant commit together under the member's wallet lock, so
     * parallel confirms never exceed the allowance; the same requestId again answers the first result.
     */
    async confirm(lotteryId: number, userId: number, requestId: string, at = now()): Promise<DrawOutcome> {
      const draw = await prepareDraw(lotteryId, at);
      // Most draws are a member's first of the period, or follow their last one in this process.
      const guess = usedGuesses.get(guessKey(draw.lotteryId, userId, draw.periodKey)) ?? 0;
      if (guess < draw.drawsPerPeriod) {
        const drawId = await drawIds.next();
        const outcome = await deps.withMemberLedger(userId, (ledger) => draw.alone(ledger, userId, requestId, guess, drawId), at);
        if (outcome) return remember(draw.lotteryId, userId, outcome);
      }
      return remember(draw.lotteryId, userId, await deps.withMemberLedger(userId, (ledger) => draw.within(ledger, userId, requestId, undefined, true), at));
    },

    /**
     * A draw to run inside a transaction the caller holds (withMemberLedger), prepared before it opens:
     * a completed stamp card draws its gacha in the transaction that records the completion.
     */
    prepareDraw,
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
