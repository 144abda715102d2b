import type { MikroORM } from '@mikro-orm/postgresql';
import { createCache } from '#platform/cache/cache.ts';
import { sql } from '#platform/db/sql-template.ts';
import { jstMonthDay } from '../domain/jst-day.ts';
import { draftedIds, overlayDrafts, type ScheduledDraft } from '#platform/drafts/scheduled-overlay.ts';
import { prizeCredits, prizeLabel, type PrizeSpec } from '../domain/prizes.ts';
import { slotProgress, type StampAction, type StampSlot } from '../domain/stamp-card-rules.ts';
import { rewardsDb } from '../kysely-db.ts';
import type { DrawOutcome, LotteryService, Present, RewardLedger } from '../lottery-service.ts';
import { StampCardError } from './stamp-card-errors.ts';
import { stampCardMessages as m } from './stamp-card-messages.ts';

export type StampCardServiceDeps = {
  /** One transaction holding the member's wallet lock (the wallet's withMemberLedger). */
  withMemberLedger: <T>(userId: number, work: (ledger: RewardLedger) => Promise<T>, at?: Date) => Promise<T>;
  /** The daily lottery service: a card's gacha is drawn in the completion's transaction. */
  lottery: Pick<LotteryService, 'prepareDraw'>;
  now?: () => Date;
};

/** A card item (spec §3 "Stamp card campaign"): one slot of the card and the member's stamps on it. */
export type StampCardItem = {
  label: string;
  type: StampAction;
  /** The stamps the slot needs (a fixed number for a fixed action). */
  quantity: number;
  /** The member's stamps on it (never more than `quantity`). */
  count: number;
  /** The JST day the slot filled ('11月25日'); '' until then. */
  completedDateText: string;
  /** False only for a slot that can no longer be filled (the card ended before it was). */
  canComplete: boolean;
};

export type StampCardView = {
  code: string;
  label: string;
  thumbnailUrl: string;
  message: string;
  details: string;
  gachaId: number | null;
  prizeText: string;
  cardItems: StampCardItem[];
  endsAt: Date | null;
  /** The card takes stamps now. */
  running: boolean;
  /** Every slot is full. */
  filled: boolean;
  /** The member has received the card's prize. */
  completed: boolean;
};

/** What initialize sends of the member's running card (spec §3: stamp_card_campaign_code, _gacha_id, _thumbnail_url). */
export type RunningStampCard = { campaignCode: string; gachaId: number | null; thumbnailUrl: string };

export type StampCardCompletion = {
  completionId: number;
  /** False when this claim found the card completed before (the first result again, nothing granted). */
  firstTime: boolean;
  prizeLabel: string | null;
  presentList: Present[];
  /** The draw of the card's gacha, when it has one. */
  draw: DrawOutcome | null;
};

type CardRow = { id: number; code: string; label: string; message: string; details: string; thumbnail_url: string; slots: StampSlot[]; prize: PrizeSpec | null; gacha_id: number | null; starts_at: Date; ends_at: Date | null };

const CARD_FIELDS = ['id', 'code', 'label', 'message', 'details', 'thumbnail_url', 'slots', 'prize', 'gacha_id', 'starts_at', 'ends_at'] as const;

/** A card's row with a staff draft's fields (StampCardRecord's names) laid over it. */
function withDraftFields(row: CardRow | null, value: Record<string, unknown>): CardRow {
  const date = (v: unknown) => (typeof v === 'string' ? new Date(v) : null);
  const next = { id: 0, code: '', label: '', message: '', details: '', thumbnail_url: '', slots: [], prize: null, gacha_id: null, starts_at: new Date(0), ends_at: null, ...row };
  if (typeof value.code === 'string') next.code = value.code;
  if (typeof value.label === 'string') next.label = value.label;
  if (typeof value.message === 'string') next.message = value.message;
  if (typeof value.details === 'string') next.details = value.details;
  if (typeof value.thumbnailUrl === 'string') next.thumbnail_url = value.thumbnailUrl;
  if (Array.isArray(value.slots)) next.slots = value.slots as StampSlot[];
  if ('prize' in value) next.prize = (value.prize ?? null) as PrizeSpec | null;
  if ('gachaId' in value) next.gacha_id = typeof value.gachaId === 'number' ? value.gachaId : null;
  if ('startsAt' in value) next.starts_at = date(value.startsAt) ?? next.starts_at;
  if ('endsAt' in value) next.ends_at = date(value.endsAt);
  return next;
}

const isRunning = (card: Pick<CardRow, 'starts_at' | 'ends_at'>, at: Date) => new Date(card.starts_at) <= at && (card.ends_at === null || new Date(card.ends_at) > at);

/**
 * Stamp cards (issue 16 item 5, decision 048): a fixed stamp for each fixed action, reported by the
 * composition root (src/server/services.ts) as events of other modules; completing a card gives its
 * prize through the wallet's ledger and/or one draw of its gacha, exactly once per member and card.
 */
export function createStampCardService(orm: MikroORM, deps: StampCardServiceDeps) {
  const now = deps.now ?? (() => new Date());
  // The cards not ended yet, for a few seconds (every signed-in initialize asks for them); a card saved
  // in this process drops them at once (dropCached), another process's within the TTL.
  const liveCards = createCache<CardRow[]>({ max: 1, ttlMs: 10_000 });
  const cardsRunningAt = async (at: Date) =>
    (
      await liveCards.get('live', () =>
        rewardsDb(orm)
          .selectFrom('reward_stamp_card')
          .select(CARD_FIELDS)
          .where('deleted_at', 'is', null)
          .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
          .orderBy('starts_at', 'desc')
          .orderBy('id', 'desc')
          .execute() as Promise<CardRow[]>,
      )
    ).filter((card) => isRunning(card, at));

  async function cardByCode(code: string): Promise<CardRow> {
    const card = (await rewardsDb(orm).selectFrom('reward_stamp_card').select(CARD_FIELDS).where('code', '=', code).where('deleted_at', 'is', null).executeTakeFirst()) as CardRow | undefined;
    if (!card) throw new StampCardError('stamp-card-not-found');
    return card;
  }

  async function stampsOf(cardId: number, userId: number): Promise<Map<string, { count: number; last: Date }>> {
    const rows = await rewardsDb(orm)
      .selectFrom('reward_stamp')
      .select((eb) => ['action', eb.fn.countAll<string>().as('count'), eb.fn.max('created_at').as('last')])
      .where('card_id', '=', cardId)
      .where('user_id', '=', userId)
      .groupBy('action')
      .execute();
    return new Map(rows.map((row) => [row.action, { count: Number(row.count), last: new Date(row.last) }]));
  }

  /** Cards as the staff 'as of' preview shows them at `at`: stored ones (not ended, or drafted) with the scheduled drafts laid over them. */
  async function cardsAsOf(at: Date, scheduled: readonly ScheduledDraft[], code?: string): Promise<CardRow[]> {
    const ids = draftedIds(scheduled);
    const stored = (await rewardsDb(orm)
      .selectFrom('reward_stamp_card')
      .select(CARD_FIELDS)
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([...(code === undefined ? [eb('ends_at', 'is', null), eb('ends_at', '>', at)] : [eb('code', '=', code)]), ...(ids.length ? [eb('id', 'in', ids)] : [])]))
      .execute()) as CardRow[];
    return overlayDrafts(
      stored.map((row) => ({ id: row.id, record: row })),
      scheduled,
      withDraftFields,
    ).map(({ id, record }) => ({ ...record, id }));
  }

  function viewOf(card: CardRow, stamps: Map<string, { count: number; last: Date }>, completed: boolean, at: Date): StampCardView {
    const running = isRunning(card, at);
    const cardItems = card.slots.map((slot): StampCardItem => {
      const stamped = stamps.get(slot.action);
      const count = slotProgress(slot, stamped?.count ?? 0);
      const full = count >= slot.quantity;
      return { label: slot.label, type: slot.action as StampAction, quantity: slot.quantity, count, completedDateText: full && stamped ? jstMonthDay(stamped.last) : '', canComplete: full || running };
    });
    return {
      code: card.code,
      label: card.label,
      thumbnailUrl: card.thumbnail_url,
      message: card.message,
      details: card.details,
      gachaId: card.gacha_id,
      prizeText: m.prizeText(card.prize ? prizeLabel(card.prize) : null, card.gacha_id !== null),
      cardItems,
      endsAt: card.ends_at === null ? null : new Date(card.ends_at),
      running,
      filled: cardItems.every((item) => item.count >= item.quantity),
      completed,
    };
  }

  return {
    now,
    /** Forgets the cached cards (a card was saved). */
    dropCached: () => liveCards.clear(),

    /**
     * Stamps every running card that has a slot for `action`, once per `reference` (the JST day of a
     * sign-in, a story read, a purchase, a review) and never beyond the slot's quantity. Returns how
     * many cards were stamped.
     */
    async stamp(userId: number, action: StampAction, reference: string, at = now()): Promise<number> {
      const cards = (await cardsRunningAt(at)).filter((card) => card.slots.some((slot) => slot.action === action));
      let stamped = 0;
      for (const card of cards) {
        const quantity = card.slots.find((slot) => slot.action === action)!.quantity;
        const db = rewardsDb(orm);
        const inserted = await db
          .insertInto('reward_stamp')
          .columns(['card_id', 'user_id', 'action', 'reference', 'created_at'])
          .expression(
            db
              .selectFrom('reward_stamp_card')
              .select((eb) => ['id as card_id', eb.val(userId).as('user_id'), eb.val(action).as('action'), eb.val(reference).as('reference'), eb.val(at).as('created_at')])
              .where('id', '=', card.id)
              .where((eb) =>
                eb(
                  eb.selectFrom('reward_stamp').select((c) => c.fn.countAll().as('n')).where('card_id', '=', card.id).where('user_id', '=', userId).where('action', '=', action),
                  '<',
                  quantity,
                ),
              ),
          )
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .execute();
        stamped += inserted.length;
      }
      return stamped;
    },

    /** The member's newest running card that they have not completed (initialize's three fields), or null; for a visitor (null), the newest running card. */
    async runningCard(userId: number | null, at = now()): Promise<RunningStampCard | null> {
      const cards = await cardsRunningAt(at);
      if (cards.length === 0) return null;
      if (userId === null) return { campaignCode: cards[0]!.code, gachaId: cards[0]!.gacha_id, thumbnailUrl: cards[0]!.thumbnail_url };
      const done = await rewardsDb(orm)
        .selectFrom('reward_stamp_completion')
        .select('card_id')
        .where('user_id', '=', userId)
        .where(
          'card_id',
          'in',
          cards.map((card) => card.id),
        )
        .execute();
      const card = cards.find((c) => !done.some((row) => row.card_id === c.id));
      return card ? { campaignCode: card.code, gachaId: card.gacha_id, thumbnailUrl: card.thumbnail_url } : null;
    },

    /**
     * The card as a member (or, with null, a visitor) sees it. Without `always`, a card with nothing
     * left to do (completed, or ended) answers null; with it, the card is shown anyway (its page).
     * A card not started yet is not found.
     */
    async card(code: string, userId: number | null, options: { always?: boolean } = {}, at = now()): Promise<StampCardView | null> {
      const card = await cardByCode(code);
      if (new Date(card.starts_at) > at) throw new StampCardError('stamp-card-not-found');
      const [stamps, completion] =
        userId === null
          ? [new Map(), undefined]
          : await Promise.all([stampsOf(card.id, userId), rewardsDb(orm).selectFrom('reward_stamp_completion').select('id').where('card_id', '=', card.id).where('user_id', '=', userId).executeTakeFirst()]);
      const view = viewOf(card, stamps, completion !== undefined, at);
      if (!options.always && (view.completed || !view.running)) return null;
      return view;
    },

    /**
     * The card at `code` as the staff 'as of' preview shows it at `at` (decision 075): the scheduled drafts
     * laid over the stored cards (a draft may create the card), with the member's stamps on a stored card.
     */
    async cardAsOf(code: string, userId: number | null, at: Date, scheduled: readonly ScheduledDraft[]): Promise<StampCardView | null> {
      const card = (await cardsAsOf(at, scheduled, code)).filter((c) => c.code === code).at(-1);
      if (!card || new Date(card.starts_at) > at) return null;
      const [stamps, completion] =
        userId === null || card.id === 0
          ? [new Map(), undefined]
          : await Promise.all([stampsOf(card.id, userId), rewardsDb(orm).selectFrom('reward_stamp_completion').select('id').where('card_id', '=', card.id).where('user_id', '=', userId).executeTakeFirst()]);
      return viewOf(card, stamps, completion !== undefined, at);
    },

    /** The newest card running at `at` in the staff 'as of' preview (the member's completions are not read). */
    async runningCardAsOf(at: Date, scheduled: readonly ScheduledDraft[]): Promise<RunningStampCard | null> {
      const card = (await cardsAsOf(at, scheduled))
        .filter((c) => isRunning(c, at))
        .sort((a, b) => new Date(b.starts_at).getTime() - new Date(a.starts_at).getTime() || (b.id || Infinity) - (a.id || Infinity))[0];
      return card ? { campaignCode: card.code, gachaId: card.gacha_id, thumbnailUrl: card.thumbnail_url } : null;
    },

    /**
     * Completes a full card: its prize through the wallet's ledger and/or one draw of its gacha, in one
     * transaction under the member's wallet lock with the completion row, whose (card, member) is
     * unique. Another claim, racing or later, answers the first result and grants nothing.
     */
    async complete(code: string, userId: number, at = now()): Promise<StampCardCompletion> {
      const card = await cardByCode(code);
      if (new Date(card.starts_at) > at) throw new StampCardError('stamp-card-not-found');
      // Read before the transaction opens (a lottery's settings and seed never change inside a period).
      const draw = card.gacha_id === null ? null : await deps.lottery.prepareDraw(card.gacha_id, at);
      const prize = card.prize;
      return deps.withMemberLedger(
        userId,
        async (ledger) => {
          const [earlier] = await ledger.execute<{ id: number }[]>(sql`select id from reward_stamp_completion where card_id = ${card.id} and user_id = ${userId}`);
          let completionId = earlier?.id;
          if (completionId === undefined) {
            const counts = await ledger.execute<{ action: string; count: number }[]>(
              sql`select action, count(*)::int as count from reward_stamp where card_id = ${card.id} and user_id = ${userId} group by action`,
            );
            const filled = card.slots.every((slot) => slotProgress(slot, counts.find((row) => row.action === slot.action)?.count ?? 0) >= slot.quantity);
            if (!filled) throw new StampCardError('stamp-card-not-complete');
            const [row] = await ledger.execute<{ id: number }[]>(
              sql`insert into reward_stamp_completion (card_id, user_id, created_at) values (${card.id}, ${userId}, ${at}) on conflict do nothing returning id`,
            );
            completionId = row!.id;
            if (prize) await ledger.grant({ kind: 'reward', reason: 'stamp_card', reference: `stamp_card:${completionId}`, idempotencyKey: `reward:stamp:${completionId}`, credits: prizeCredits(prize, at) });
          }
          // A retry of the draw answers the first draw (its request id is the completion's).
          const outcome = draw ? await draw.within(ledger, userId, `stamp-${completionId}`, `stamp:${completionId}`) : null;
          if (outcome && earlier === undefined) await ledger.execute(sql`update reward_stamp_completion set draw_id = ${outcome.drawId} where id = ${completionId}`);
          const presents: Present[] = prize ? prizeCredits(prize, at).map((credit) => ({ kind: prize.kind, label: prizeLabel(prize), amount: credit.amount, expiresAt: credit.expiresAt })) : [];
          return { completionId, firstTime: earlier === undefined, prizeLabel: prize ? prizeLabel(prize) : null, presentList: [...presents, ...(outcome?.presentList ?? [])], draw: outcome };
        },
        at,
      );
    },
  };
}

export type StampCardService = ReturnType<typeof createStampCardService>;
