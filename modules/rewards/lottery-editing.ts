import type { MikroORM } from '@mikro-orm/postgresql';
import { drawPeriodAt, validRefillHours } from './domain/draw-periods.ts';
import { RewardLottery, RewardLotteryOdds, type StoredTier } from './entities/index.ts';
import { lotteryProblemMessages } from './http/rewards-error-mapping.ts';
import { hasLotteryProblems, lotteryProblems, storedTiers, type LotteryInput } from './lottery-admin.ts';
import { RewardsError, type LotteryProblems } from './rewards-errors.ts';

import type { LotteryRecord, OddsVersionView, TierRecord } from './lottery-record.ts';

export type { LotteryRecord, OddsVersionView, TierRecord };

const tierRecords = (tiers: StoredTier[]): TierRecord[] => tiers.map(({ tierId, label, weight, prize, valueYen, count }) => ({ tierId, label, weight, prize, valueYen, count: count ?? 0 }));
const sameTiers = (a: TierRecord[], b: TierRecord[]) => JSON.stringify(tierRecords(a)) === JSON.stringify(tierRecords(b));

const inputOf = (record: LotteryRecord): LotteryInput => {
  const base = { code: record.code, label: record.label, description: record.description, conditions: record.conditions, refillHours: record.refillHours, drawsPerPeriod: record.drawsPerPeriod, startsAt: new Date(record.startsAt), endsAt: record.endsAt ? new Date(record.endsAt) : null, tiers: record.tiers };
  return record.scheme === 'purchase-lottery' ? { ...base, scheme: 'purchase-lottery', purchaseYen: record.purchaseYen ?? 0, expectedSalesYen: record.expectedSalesYen ?? 0 } : { ...base, scheme: 'open' };
};

/**
 * Daily lotteries for the staff console, injected by the composition root: the rules of lottery-admin
 * (odds out of 1,000,000, 景品表示法's prize limits) on every save, and odds versioned: new tiers are a
 * new odds version effective from the start of the next period (from the start, for a lottery not begun).
 */
export function createLotteryEditing(orm: MikroORM, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  const latestOdds = (em: ReturnType<MikroORM['em']['fork']>, lotteryId: number) => em.findOne(RewardLotteryOdds, { lottery: lotteryId }, { orderBy: { version: 'desc' } });

  const recordOf = (lottery: RewardLottery, odds: RewardLotteryOdds | null): LotteryRecord => ({
    code: lottery.code,
    label: lottery.label,
    description: lottery.description,
    conditions: lottery.conditions,
    scheme: lottery.scheme === 'purchase-lottery' ? 'purchase-lottery' : 'open',
    purchaseYen: lottery.purchaseYen ?? null,
    expectedSalesYen: lottery.expectedSalesYen ?? null,
    refillHours: [...lottery.refillHours],
    drawsPerPeriod: lottery.drawsPerPeriod,
    startsAt: lottery.startsAt.toISOString(),
    endsAt: lottery.endsAt ? lottery.endsAt.toISOString() : null,
    tiers: odds ? tierRecords(odds.tiers) : [],
    oddsVersion: odds?.version ?? 0,
    oddsEffectiveFrom: (odds?.effectiveFrom ?? lottery.startsAt).toISOString(),
  });

  /** When new odds saved at `at` take effect: the next period's start, or the lottery's start if not begun. */
  const oddsStartFor = (lottery: Pick<RewardLottery, 'startsAt' | 'refillHours'>, at: Date): Date => (lottery.startsAt > at ? lottery.startsAt : drawPeriodAt(at, lottery.refillHours).end);

  async function problemsOf(record: LotteryRecord, id: number | null, at: Date): Promise<LotteryProblems> {
    const em = orm.em.fork();
    const problems = lotteryProblems(inputOf(record));
    const sameCode = await em.findOne(RewardLottery, { code: record.code });
    const current = id === null ? null : await em.findOne(RewardLottery, { id });
    const started = current !== null && current.startsAt <= at;
    return {
      ...problems,
      refillHoursLocked: started && JSON.stringify([...current!.refillHours]) !== JSON.stringify(record.refillHours),
      codeTaken: sameCode !== null && sameCode.id !== id,
      windowInvalid: record.endsAt !== null && new Date(record.endsAt).getTime() <= new Date(record.startsAt).getTime(),
    };
  }

  async function checked(record: LotteryRecord, id: number | null, at: Date): Promise<void> {
    const problems = await problemsOf(record, id, at);
    if (hasLotteryProblems(problems)) throw new RewardsError('lottery-invalid', { problems });
  }

  return {
    async list(): Promise<(LotteryRecord & { id: number; odds: OddsVersionView[] })[]> {
      const em = orm.em.fork();
      const lotteries = await em.find(RewardLottery, {}, { orderBy: { id: 'desc' }, limit: 200 });
      const odds = await em.find(RewardLotteryOdds, { lottery: { $in: lotteries.map((l) => l.id) } }, { orderBy: { version: 'desc' } });
      return lotteries.map((lottery) => {
        const mine = odds.filter((o) => o.lottery.id === lottery.id);
        return { id: lottery.id, ...recordOf(lottery, mine[0] ?? null), odds: mine.map((o) => ({ version: o.version, effectiveFrom: o.effectiveFrom.toISOString(), tiers: tierRecords(o.tiers) })) };
      });
    },
    async read(id: number): Promise<LotteryRecord | null> {
      const em = orm.em.fork();
      const lottery = await em.findOne(RewardLottery, { id });
      return lottery ? recordOf(lottery, await latestOdds(em, id)) : null;
    },
    /** Every problem in Japanese, by field ([] when it may be saved), and when changed tiers would apply. */
    async dryRun(record: LotteryRecord, id: number | null, at = now()): Promise<{ problems: { path: string; message: string }[]; oddsFrom: string | null }> {
      const problems = await problemsOf(record, id, at);
      const em = orm.em.fork();
      const current = id === null ? null : await em.findOne(RewardLottery, { id });
      const odds = current ? await latestOdds(em, current.id) : null;
      const oddsFrom = current === null ? record.startsAt : odds && sameTiers(tierRecords(odds.tiers), record.tiers) ? null : oddsStartFor(current, at).toISOString();
      return { problems: hasLotteryProblems(problems) ? lotteryProblemMessages(problems) : [], oddsFrom };
    },
    async create(record: LotteryRecord, at = now()): Promise<number> {
      await checked(record, null, at);
      const em = orm.em.fork();
      return em.transactional(async (tx) => {
        const input = inputOf(record);
        const lottery = tx.create(RewardLottery, {
          code: record.code,
          label: record.label,
          description: record.description,
          conditions: record.conditions,
          scheme: record.scheme,
          purchaseYen: input.scheme === 'purchase-lottery' ? input.purchaseYen : null,
          expectedSalesYen: input.scheme === 'purchase-lottery' ? input.expectedSalesYen : null,
          refillHours: record.refillHours,
          drawsPerPeriod: record.drawsPerPeriod,
          startsAt: input.startsAt,
          endsAt: input.endsAt ?? null,
          createdAt: at,
        });
        tx.create(RewardLotteryOdds, { lottery, version: 1, effectiveFrom: input.startsAt, tiers: storedTiers(record.tiers), createdAt: at });
        await tx.flush();
        return lottery.id;
      });
    },
    /**
     * Saves a lottery (its code never changes). Other tiers than the newest version's are published as a
     * new version from the next period: the running period keeps the odds it began with.
     */
    async write(id: number, record: LotteryRecord, at = now()): Promise<void> {
      await checked(record, id, at);
      await orm.em.fork().transactional(async (em) => {
        const lottery = await em.findOneOrFail(RewardLottery, { id });
        const input = inputOf(record);
        if (!validRefillHours(record.refillHours)) throw new RewardsError('lottery-invalid');
        em.assign(lottery, {
          label: record.label,
          description: record.description,
          conditions: record.conditions,
          scheme: record.scheme,
          purchaseYen: input.scheme === 'purchase-lottery' ? input.purchaseYen : null,
          expectedSalesYen: input.scheme === 'purchase-lottery' ? input.expectedSalesYen : null,
          refillHours: record.refillHours,
          drawsPerPeriod: record.drawsPerPeriod,
          startsAt: input.startsAt,
          endsAt: input.endsAt ?? null,
        });
        const latest = await latestOdds(em, id);
        if (!latest || !sameTiers(tierRecords(latest.tiers), record.tiers)) {
          em.create(RewardLotteryOdds, { lottery, version: (latest?.version ?? 0) + 1, effectiveFrom: oddsStartFor(lottery, at), tiers: storedTiers(record.tiers), createdAt: at });
        }
        await em.flush();
      });
    },
    async choices(): Promise<{ id: number; code: string; label: string }[]> {
      const rows = await orm.em.fork().find(RewardLottery, {}, { orderBy: { id: 'asc' }, fields: ['id', 'code', 'label'] });
      return rows.map((row) => ({ id: row.id, code: row.code, label: row.label }));
    },
  };
}

export type LotteryEditing = ReturnType<typeof createLotteryEditing>;
