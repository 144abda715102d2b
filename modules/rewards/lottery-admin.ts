import type { MikroORM } from '@mikro-orm/postgresql';
import { drawPeriodAt, validRefillHours } from './domain/draw-periods.ts';
import { oddsProblems } from './domain/odds.ts';
import { prizeLimitProblems, type PrizeScheme } from './domain/prize-limits.ts';
import { RewardLottery, RewardLotteryOdds, type StoredTier } from './entities/index.ts';
import { RewardsError, type LotteryProblems } from './rewards-errors.ts';

/** A tier as staff define it: its prize and the prize's value in yen (for 景品表示法's limits). */
export type TierInput = StoredTier & { count?: number };

export type LotteryInput = {
  code: string;
  label: string;
  description: string;
  conditions?: string;
  refillHours: number[];
  drawsPerPeriod: number;
  startsAt: Date;
  endsAt?: Date | null;
  tiers: TierInput[];
} & ({ scheme: 'open' } | { scheme: 'purchase-lottery'; purchaseYen: number; expectedSalesYen: number });

const prizeScheme = (input: LotteryInput): PrizeScheme => {
  const prizes = input.tiers.map((tier) => ({ name: tier.label, valueYen: tier.valueYen, count: tier.count ?? 0 }));
  return input.scheme === 'open' ? { kind: 'open', prizes } : { kind: 'purchase-lottery', purchaseYen: input.purchaseYen, expectedSalesYen: input.expectedSalesYen, prizes };
};

/** Everything wrong with a lottery's configuration; all empty when it may be saved. */
export function lotteryProblems(input: LotteryInput): LotteryProblems {
  return {
    odds: oddsProblems(input.tiers),
    prizes: prizeLimitProblems(prizeScheme(input)),
    refillHours: !validRefillHours(input.refillHours),
    drawsPerPeriod: !Number.isInteger(input.drawsPerPeriod) || input.drawsPerPeriod < 1 || input.drawsPerPeriod > 100,
  };
}

export const hasLotteryProblems = (p: LotteryProblems) => p.odds.length > 0 || p.prizes.length > 0 || p.refillHours || p.drawsPerPeriod || Boolean(p.refillHoursLocked) || Boolean(p.codeTaken) || Boolean(p.windowInvalid);
const hasProblems = hasLotteryProblems;
/** The tiers as stored: with the number of prizes when given (a purchase-linked lottery's budget). */
export const storedTiers = (tiers: TierInput[]): StoredTier[] => tiers.map(({ tierId, label, weight, prize, valueYen, count }) => ({ tierId, label, weight, prize, valueYen, ...(count === undefined ? {} : { count }) }));

export function createLotteryAdmin(orm: MikroORM, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    /** Creates a lottery with odds version 1, refusing a configuration the rules or the law forbid. */
    async create(input: LotteryInput, at = now()): Promise<RewardLottery> {
      const problems = lotteryProblems(input);
      if (hasProblems(problems)) throw new RewardsError('lottery-invalid', { problems });
      const em = orm.em.fork();
      return em.transactional(async (tx) => {
        const lottery = tx.create(RewardLottery, {
          code: input.code,
          label: input.label,
          description: input.description,
          conditions: input.conditions ?? '',
          scheme: input.scheme,
          purchaseYen: input.scheme === 'purchase-lottery' ? input.purchaseYen : null,
          expectedSalesYen: input.scheme === 'purchase-lottery' ? input.expectedSalesYen : null,
          refillHours: input.refillHours,
          drawsPerPeriod: input.drawsPerPeriod,
          startsAt: input.startsAt,
          endsAt: input.endsAt ?? null,
          createdAt: at,
        });
        tx.create(RewardLotteryOdds, { lottery, version: 1, effectiveFrom: input.startsAt, tiers: storedTiers(input.tiers), createdAt: at });
        return lottery;
      });
    },

    /**
     * Publishes new odds, effective from the start of the next period (never inside the running one),
     * so a member always draws on the odds shown when the period began.
     */
    async publishOdds(lotteryId: number, tiers: TierInput[], at = now()): Promise<RewardLotteryOdds> {
      const em = orm.em.fork();
      const lottery = await em.findOneOrFail(RewardLottery, { id: lotteryId });
      const problems = lotteryProblems({ ...lotteryInputOf(lottery), tiers });
      if (hasProblems(problems)) throw new RewardsError('lottery-invalid', { problems });
      const latest = await em.findOneOrFail(RewardLotteryOdds, { lottery: lotteryId }, { orderBy: { version: 'desc' } });
      const effectiveFrom = drawPeriodAt(at, lottery.refillHours).end;
      const odds = em.create(RewardLotteryOdds, { lottery, version: latest.version + 1, effectiveFrom, tiers: storedTiers(tiers), createdAt: at });
      await em.flush();
      return odds;
    },
  };
}

function lotteryInputOf(lottery: RewardLottery): LotteryInput {
  const base = { code: lottery.code, label: lottery.label, description: lottery.description, refillHours: lottery.refillHours, drawsPerPeriod: lottery.drawsPerPeriod, startsAt: lottery.startsAt, tiers: [] };
  return lottery.scheme === 'purchase-lottery' ? { ...base, scheme: 'purchase-lottery', purchaseYen: lottery.purchaseYen ?? 0, expectedSalesYen: lottery.expectedSalesYen ?? 0 } : { ...base, scheme: 'open' };
}

export type LotteryAdmin = ReturnType<typeof createLotteryAdmin>;
