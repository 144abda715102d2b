import type { MikroORM } from '@mikro-orm/postgresql';
import type { PrizeSpec } from '../domain/prizes.ts';
import type { StampSlot } from '../domain/stamp-card-rules.ts';
import { RewardLottery, RewardStampCard } from '../entities/index.ts';
import { hasStampCardProblems, stampCardConfigProblems } from './stamp-card-admin.ts';
import { stampCardProblemMessages } from './stamp-card-error-mapping.ts';
import { StampCardError, type StampCardConfigProblems } from './stamp-card-errors.ts';

/** A stamp card as the staff console edits it and its audit log keeps it (plain JSON, dates as ISO strings). */
export type StampCardRecord = {
  code: string;
  label: string;
  message: string;
  details: string;
  thumbnailUrl: string;
  slots: StampSlot[];
  prize: PrizeSpec | null;
  prizeValueYen: number;
  purchaseYen: number | null;
  gachaId: number | null;
  startsAt: string;
  endsAt: string | null;
  deletedAt: string | null;
};

const recordOf = (card: RewardStampCard): StampCardRecord => ({
  code: card.code,
  label: card.label,
  message: card.message,
  details: card.details,
  thumbnailUrl: card.thumbnailUrl,
  slots: card.slots.map(({ label, action, quantity }) => ({ label, action, quantity })),
  prize: card.prize ?? null,
  prizeValueYen: card.prizeValueYen,
  purchaseYen: card.purchaseYen ?? null,
  gachaId: card.gacha?.id ?? null,
  startsAt: card.startsAt.toISOString(),
  endsAt: card.endsAt ? card.endsAt.toISOString() : null,
  deletedAt: card.deletedAt ? card.deletedAt.toISOString() : null,
});

/**
 * Stamp cards for the staff console (decision 057), injected by the composition root: read, create and
 * write the rewards module's own table, with the same rules as createStampCardAdmin (no カード合わせ,
 * 総付景品 limits, a prize or a gacha) checked on every save — a card in the trash is not checked.
 */
export function createStampCardEditing(orm: MikroORM, options: { now?: () => Date; onChange?: () => void } = {}) {
  const now = options.now ?? (() => new Date());

  async function problemsOf(record: StampCardRecord, id: number | null): Promise<StampCardConfigProblems> {
    const em = orm.em.fork();
    const problems = stampCardConfigProblems({
      ...record,
      startsAt: new Date(record.startsAt),
      endsAt: record.endsAt ? new Date(record.endsAt) : null,
      purchaseYen: record.purchaseYen ?? 0,
    });
    const gacha = record.gachaId ? await em.findOne(RewardLottery, { id: record.gachaId }) : null;
    const sameCode = await em.findOne(RewardStampCard, { code: record.code });
    return {
      ...problems,
      gachaMissing: Boolean(record.gachaId) && !gacha,
      codeTaken: Boolean(sameCode) && sameCode!.id !== id,
      windowInvalid: record.endsAt !== null && new Date(record.endsAt).getTime() <= new Date(record.startsAt).getTime(),
    };
  }

  async function checked(record: StampCardRecord, id: number | null): Promise<void> {
    if (record.deletedAt) return;
    const problems = await problemsOf(record, id);
    if (hasStampCardProblems(problems)) throw new StampCardError('stamp-card-invalid', { problems });
  }

  const assign = (em: ReturnType<MikroORM['em']['fork']>, record: StampCardRecord) => ({
    label: record.label,
    message: record.message,
    details: record.details,
    thumbnailUrl: record.thumbnailUrl,
    slots: record.slots.map(({ label, action, quantity }) => ({ label, action, quantity })),
    prize: record.prize,
    prizeValueYen: record.prizeValueYen,
    purchaseYen: record.purchaseYen,
    gacha: record.gachaId ? em.getReference(RewardLottery, record.gachaId) : null,
    startsAt: new Date(record.startsAt),
    endsAt: record.endsAt ? new Date(record.endsAt) : null,
    deletedAt: record.deletedAt ? new Date(record.deletedAt) : null,
  });

  return {
    async list(): Promise<(StampCardRecord & { id: number })[]> {
      const cards = await orm.em.fork().find(RewardStampCard, {}, { orderBy: { id: 'desc' }, limit: 500 });
      return cards.map((card) => ({ id: card.id, ...recordOf(card) }));
    },
    async read(id: number): Promise<StampCardRecord | null> {
      const card = await orm.em.fork().findOne(RewardStampCard, { id });
      return card ? recordOf(card) : null;
    },
    /** Every problem of a card in Japanese, by field: [] when it may be saved (the console's dry run). */
    async problems(record: StampCardRecord, id: number | null): Promise<{ path: string; message: string }[]> {
      if (record.deletedAt) return [];
      const problems = await problemsOf(record, id);
      return hasStampCardProblems(problems) ? stampCardProblemMessages(problems) : [];
    },
    async create(record: StampCardRecord): Promise<number> {
      await checked(record, null);
      const em = orm.em.fork();
      const card = em.create(RewardStampCard, { code: record.code, ...assign(em, record), createdAt: now() });
      await em.flush();
      options.onChange?.();
      return card.id;
    },
    /** Saves a card (its code never changes: members' URLs carry it). */
    async write(id: number, record: StampCardRecord): Promise<void> {
      await checked(record, id);
      const em = orm.em.fork();
      const card = await em.findOneOrFail(RewardStampCard, { id });
      em.assign(card, assign(em, record));
      await em.flush();
      options.onChange?.();
    },
  };
}

export type StampCardEditing = ReturnType<typeof createStampCardEditing>;
