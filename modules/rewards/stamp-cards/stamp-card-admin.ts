import type { MikroORM } from '@mikro-orm/postgresql';
import { prizeLimitProblems } from '../domain/prize-limits.ts';
import { prizeLabel, type PrizeSpec } from '../domain/prizes.ts';
import { stampCardProblems, type StampSlot } from '../domain/stamp-card-rules.ts';
import { RewardLottery, RewardStampCard } from '../entities/index.ts';
import { StampCardError, type StampCardConfigProblems } from './stamp-card-errors.ts';

export type StampCardInput = {
  code: string;
  label: string;
  message: string;
  details?: string;
  thumbnailUrl: string;
  slots: StampSlot[];
  /** Given on completion through the wallet's ledger. */
  prize?: PrizeSpec | null;
  /** What the prize is worth in yen (景品表示法). */
  prizeValueYen?: number;
  /** The smallest purchase that stamps a purchase slot, in yen: a card with one is 総付景品. */
  purchaseYen?: number;
  /** A lottery drawn once on completion. */
  gachaId?: number | null;
  startsAt: Date;
  endsAt?: Date | null;
};

/**
 * Everything wrong with a card; all empty when it may be saved. Random stamps are refused (カード合わせ);
 * a card that needs a purchase is 総付景品 (everyone who completes it gets the prize): at most ¥200, or
 * 20% of the purchase from ¥1,000.
 */
export function stampCardConfigProblems(input: StampCardInput): StampCardConfigProblems {
  const needsPurchase = input.slots.some((slot) => slot.action === 'purchase');
  const prizes = input.prize ? [{ name: prizeLabel(input.prize), valueYen: input.prizeValueYen ?? 0, count: 0 }] : [];
  return {
    slots: stampCardProblems(input.slots),
    prizes: prizeLimitProblems(needsPurchase ? { kind: 'everyone', purchaseYen: input.purchaseYen ?? 0, prizes } : { kind: 'open', prizes }),
    noPrize: !input.prize && !input.gachaId,
    gachaMissing: false,
  };
}

export const hasStampCardProblems = (p: StampCardConfigProblems) => p.slots.length > 0 || p.prizes.length > 0 || p.noPrize || p.gachaMissing || Boolean(p.codeTaken) || Boolean(p.windowInvalid);
const hasProblems = hasStampCardProblems;

export function createStampCardAdmin(orm: MikroORM, options: { now?: () => Date; onChange?: () => void } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    /** Saves a card, refusing one the rules or the law forbid (with every problem named). */
    async create(input: StampCardInput, at = now()): Promise<RewardStampCard> {
      const em = orm.em.fork();
      const gacha = input.gachaId ? await em.findOne(RewardLottery, { id: input.gachaId }) : null;
      const problems = { ...stampCardConfigProblems(input), gachaMissing: Boolean(input.gachaId) && !gacha };
      if (hasProblems(problems)) throw new StampCardError('stamp-card-invalid', { problems });
      const card = em.create(RewardStampCard, {
        code: input.code,
        label: input.label,
        message: input.message,
        details: input.details ?? '',
        thumbnailUrl: input.thumbnailUrl,
        slots: input.slots.map(({ label, action, quantity }) => ({ label, action, quantity })),
        prize: input.prize ?? null,
        prizeValueYen: input.prizeValueYen ?? 0,
        purchaseYen: input.purchaseYen ?? null,
        gacha,
        startsAt: input.startsAt,
        endsAt: input.endsAt ?? null,
        createdAt: at,
      });
      await em.flush();
      options.onChange?.();
      return card;
    },
  };
}

export type StampCardAdmin = ReturnType<typeof createStampCardAdmin>;
