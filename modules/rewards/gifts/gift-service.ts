import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { addJstDays, jstDayEnd, jstDayKey, jstDayStart } from '../domain/jst-day.ts';
import { RECEIVED_REASONS, GIFT_RULES, readRewardPoints, type ClaimPer, type PendingKind } from '../domain/gift-rules.ts';
import type { PrizeCredit } from '../domain/prizes.ts';
import { overlayDrafts, type ScheduledDraft } from '#platform/drafts/scheduled-overlay.ts';
import type { RewardLedger } from '../lottery-service.ts';
import { RewardTicketCampaign } from '../entities/ticket-campaign.ts';
import { giftDb } from './gift-db.ts';
import { offerGiftTo, type GiftOffer } from './gift-offer.ts';
import { GiftError } from './gift-errors.ts';
import { countCouponClaims, insertClaim, receivePending, takeCouponUse, type ReceivedRow } from './gift-ledger-sql.ts';
import { giftMessages as m, monthDayOfKey } from './gift-messages.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A coupon campaign as the gift page needs it (modules/campaigns' CouponView, injected). */
export type GiftCoupon = {
  couponCode: string;
  couponName: string;
  description: string;
  quantity: number;
  bonusQuantity: number;
  additionalCoinRate: number;
  expireDate: string;
  state: 'valid' | 'used' | 'expired';
};

/**
 * A code redeemed at /gift/coupon/{code}/ (decision 067): its campaign's coupon, and the limits. `listed`: one of
 * the campaign's codes (each once per member); otherwise the campaign's own code (once per member).
 */
export type GiftCouponRedemption = { coupon: GiftCoupon; redeemedCode: string; listed: boolean; startsAt: string; perMemberLimit: number; totalLimit: number | null; singleUse: boolean };

/** A credit the wallet granted (modules/wallet's GrantedCredit, injected). */
export type GrantRead = { entryId: number; reason: string; reference: string; asset: string; amount: number; remaining: number | null; expiresAt: Date | null; expired: number; createdAt: Date };

export type GiftServiceDeps = {
  /** One transaction holding the member's wallet lock (the wallet's withMemberLedger). */
  withMemberLedger: <T>(userId: number, work: (ledger: RewardLedger) => Promise<T>, at?: Date) => Promise<T>;
  /** What redeeming this code gives (expired ones included), null when unknown (modules/campaigns' redemption). */
  couponRedemption: (code: string) => Promise<GiftCouponRedemption | null>;
  /** The member's wallet credits for these reasons, newest first. */
  grantsOf: (userId: number, reasons: readonly string[]) => Promise<GrantRead[]>;
  /** The providers linked to the member's account: id and the name members read. */
  linkedAccounts: (userId: number) => Promise<{ provider: string; name: string }[]>;
  /** The member's reading events in [from, to). */
  readEventsBetween: (userId: number, from: Date, to: Date) => Promise<{ storyId: number; at: Date }[]>;
  now?: () => Date;
};

export type PendingReward = { id: number; kind: PendingKind; sourceKey: string; label: string; asset: 'point' | 'bonus_coin' | 'ticket'; amount: number; validHours: number | null; claimBy: Date | null; createdAt: Date; receivedAt: Date | null };

export type TicketCampaignInput = { code: string; label: string; description: string; tickets: number; per: ClaimPer; validHours: number; startsAt: Date; endsAt: Date };

export type TicketCampaignStatus = {
  code: string;
  label: string;
  description: string;
  tickets: number;
  per: ClaimPer;
  validHours: number;
  startsAt: Date;
  endsAt: Date;
  state: 'upcoming' | 'open' | 'ended';
  /** Whether the member has this slot (today's, or the campaign's) already. */
  claimed: boolean;
  /** When the member may claim next (a daily campaign's next JST midnight), null when never again. */
  nextClaimAt: Date | null;
};

type TicketFields = TicketCampaignInput;

const ticketFields = ({ code, label, description, tickets, per, validHours, startsAt, endsAt }: TicketFields): TicketFields => ({ code, label, description, tickets, per, validHours, startsAt, endsAt });

/** A ticket campaign with a staff draft's fields (TicketCampaignRecord's) laid over it; a new one's from scratch. */
function withTicketDraft(before: TicketFields | null, value: Record<string, unknown>): TicketFields {
  const next: TicketFields = before ? { ...before } : { code: '', label: '', description: '', tickets: 0, per: 'campaign', validHours: 0, startsAt: new Date(8.64e15), endsAt: new Date(8.64e15) };
  for (const key of ['code', 'label', 'description'] as const) if (typeof value[key] === 'string') next[key] = value[key];
  if (typeof value.tickets === 'number') next.tickets = value.tickets;
  if (typeof value.validHours === 'number') next.validHours = value.validHours;
  if (value.per === 'day' || value.per === 'campaign') next.per = value.per;
  if (typeof value.startsAt === 'string') next.startsAt = new Date(value.startsAt);
  if (typeof value.endsAt === 'string') next.endsAt = new Date(value.endsAt);
  return next;
}

export type Claimed = { claimId: number; credits: PrizeCredit[] };

export type ReadRewardDay = { dayKey: string; episodes: number; points: number; status: 'today' | 'waiting' | 'received' | 'lapsed' | 'none' };

const toPending = (row: { id: number; kind: string; source_key: string; label: string; asset: string; amount: number; valid_hours: number | null; claim_by: Date | string | null; created_at: Date | string; received_at: Date | string | null }): PendingReward => ({
  id: row.id,
  kind: row.kind as PendingKind,
  sourceKey: row.source_key,
  label: row.label,
  asset: row.asset as PendingReward['asset'],
  amount: row.amount,
  validHours: row.valid_hours,
  claimBy: row.claim_by ? new Date(row.claim_by) : null,
  createdAt: new Date(row.created_at),
  receivedAt: row.received_at ? new Date(row.received_at) : null,
});

/**
 * Gifts (/gift/coupon/, /gift/ticket/, /gift/items/) and the rewards that wait on /rewardconfirm/ (the
 * sign-in bonus, linked-account points, read rewards). Every claim and its wallet grant commit in one
 * transaction under the member's wallet lock, keyed by the claim, so each is granted exactly once.
 */
export function createGiftService(orm: MikroORM, deps: GiftServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const db = () => giftDb(orm);

  async function campaignByCode(code: string): Promise<RewardTicketCampaign> {
    const campaign = await orm.em.fork().findOne(RewardTicketCampaign, { code });
    if (!campaign) throw new GiftError('gift-not-found');
    return campaign;
  }

  const slotOf = (campaign: { per: ClaimPer }, at: Date) => (campaign.per === 'day' ? jstDayKey(at) : '');

  async function ticketStatus(campaign: TicketFields, userId: number | null, at: Date): Promise<TicketCampaignStatus> {
    const state = at < campaign.startsAt ? 'upcoming' : at >= campaign.endsAt ? 'ended' : 'open';
    const slot = slotOf(campaign, at);
    const claimed =
      userId !== null &&
      (await db().selectFrom('reward_gift_claim').select('id').where('user_id', '=', userId).where('kind', '=', 'ticket').where('code', '=', campaign.code).where('day_key', '=', slot).executeTakeFirst()) !== undefined;
    const tomorrow = jstDayEnd(jstDayKey(at));
    const nextClaimAt = state === 'upcoming' ? campaign.startsAt : state === 'ended' ? null : !claimed ? at : campaign.per === 'day' && tomorrow < campaign.endsAt ? tomorrow : null;
    const { label, description, tickets, per, validHours, startsAt, endsAt } = campaign;
    return { code: campaign.code, label, description, tickets, per, validHours, startsAt, endsAt, state, claimed, nextClaimAt };
  }

  /** The rewards the member has earned by `at` and not yet been offered, written once each. */
  async function accrue(userId: number, at: Date): Promise<void> {
    const today = jstDayKey(at);
    const rows: { user_id: number; kind: PendingKind; source_key: string; label: string; asset: 'point'; amount: number; valid_hours: null; claim_by: Date | null; created_at: Date }[] = [];
    const offer = (kind: PendingKind, sourceKey: string, label: string, amount: number, claimBy: Date | null) =>
      rows.push({ user_id: userId, kind, source_key: sourceKey, label, asset: 'point', amount, valid_hours: null, claim_by: claimBy, created_at: at });
    // The sign-in bonus of today: the member is signed in now.
    offer('login_bonus', `login:${today}`, m.loginBonusLabel(monthDayOfKey(today)), GIFT_RULES.signInBonusPoints, jstDayEnd(addJstDays(today, GIFT_RULES.claimDays - 1)));
    // 10 points per linked provider, once per provider for good (unlinking and linking again gives nothing).
    for (const account of await deps.linkedAccounts(userId)) offer('linked_account', `linked:${account.provider}`, m.linkedAccountLabel(account.name), GIFT_RULES.linkedAccountPoints, null);
    // Read rewards of the finished days (paid the next day): a finished day's count never changes.
    for (const day of await finishedReadDays(userId, today)) {
      if (day.points > 0) offer('read_reward', `read:${day.dayKey}`, m.readRewardLabel(monthDayOfKey(day.dayKey), day.episodes), day.points, jstDayEnd(addJstDays(day.dayKey, GIFT_RULES.claimDays)));
    }
    await db().insertInto('reward_pending').values(rows).onConflict((conflict) => conflict.columns(['user_id', 'source_key']).doNothing()).execute();
  }

  /** Episodes (distinct stories) read on each JST day from `first` to the day before `today`... and today. */
  async function episodesPerDay(userId: number, first: string, today: string): Promise<Map<string, number>> {
    const events = await deps.readEventsBetween(userId, jstDayStart(first), jstDayEnd(today));
    const stories = new Map<string, Set<number>>();
    for (const event of events) {
      const key = jstDayKey(event.at);
      if (!stories.has(key)) stories.set(key, new Set());
      stories.get(key)!.add(event.storyId);
    }
    return new Map([...stories].map(([key, set]) => [key, set.size]));
  }

  async function finishedReadDays(userId: number, today: string): Promise<{ dayKey: string; episodes: number; points: number }[]> {
    const first = addJstDays(today, -GIFT_RULES.readRewardLookbackDays);
    const counts = await episodesPerDay(userId, first, addJstDays(today, -1));
    return [...counts].map(([dayKey, episodes]) => ({ dayKey, episodes, points: readRewardPoints(episodes) }));
  }

  async function pendingRows(userId: number) {
    const rows = await db()
      .selectFrom('reward_pending')
      .selectAll()
      .where('user_id', '=', userId)
      // What a handout in the staff console's trash offered is not shown (nor received: receivePending).
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('reward_gift_handout as h').select('h.id').where('h.deleted_at', 'is not', null).whereRef('reward_pending.source_key', '=', sql<string>`'gift:handout:' || h.id`))),
      )
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
    return rows.map(toPending);
  }

  /** What waits for the member (after offering what they have earned by `at`), and what lapsed. */
  async function pending(userId: number, at = now()): Promise<{ waiting: PendingReward[]; lapsed: PendingReward[] }> {
    await accrue(userId, at);
    const rows = await pendingRows(userId);
    const open = (row: PendingReward) => row.receivedAt === null && (row.claimBy === null || row.claimBy > at);
    return { waiting: rows.filter(open), lapsed: rows.filter((row) => row.receivedAt === null && !open(row)) };
  }

  return {
    now,

    /** Creates a ticket campaign (staff and the demo data). */
    async createTicketCampaign(input: TicketCampaignInput, at = now()): Promise<RewardTicketCampaign> {
      const em = orm.em.fork();
      const campaign = em.create(RewardTicketCampaign, { ...input, createdAt: at });
      await em.flush();
      return campaign;
    },

    /** The coupon of /gift/coupon/{code}/ and whether the member has it from this code (or has every use of the campaign). */
    async couponGift(code: string, userId: number): Promise<{ coupon: GiftCoupon; claimed: boolean; startsAt: Date }> {
      const redemption = await deps.couponRedemption(code);
      // Unknown, or withdrawn by staff (in the console's trash): refused alike.
      if (!redemption) throw new GiftError('gift-not-found', { coupon: true });
      const { coupon } = redemption;
      const claims = await db().selectFrom('reward_gift_claim').select('day_key').where('user_id', '=', userId).where('kind', '=', 'coupon').where('code', '=', coupon.couponCode).execute();
      const slot = redemption.listed ? redemption.redeemedCode : '';
      return { coupon, claimed: claims.some((claim) => claim.day_key === slot) || claims.length >= redemption.perMemberLimit, startsAt: new Date(redemption.startsAt) };
    },

    /**
     * Redeems a gift coupon's code: the coupon (held in the wallet under the campaign's code, as /myitem/coupon/
     * reads it) and its bonus coins, valid 30 days and never past the coupon's end. Under the member's wallet
     * lock: each code once per member, at most `perMemberLimit` of the campaign's codes; then the campaign's
     * total and a single-use code's one use are taken from guarded tallies (decision 067). The member's first
     * redemption uses the key of the recommend grant, so a coupon received there is not given again.
     */
    async claimCoupon(code: string, userId: number, at = now()): Promise<Claimed & { coupon: GiftCoupon }> {
      const redemption = await deps.couponRedemption(code);
      // Unknown, or withdrawn by staff (in the console's trash): refused alike.
      if (!redemption) throw new GiftError('gift-not-found', { coupon: true });
      const { coupon } = redemption;
      if (new Date(redemption.startsAt) > at) throw new GiftError('gift-not-started');
      const ends = new Date(coupon.expireDate);
      if (ends <= at || coupon.state === 'expired') throw new GiftError('gift-ended');
      const credits: PrizeCredit[] = [];
      if (coupon.quantity > 0) credits.push({ asset: 'coupon', amount: coupon.quantity, expiresAt: null });
      if (coupon.bonusQuantity > 0) credits.push({ asset: 'bonus_coin', amount: coupon.bonusQuantity, expiresAt: new Date(Math.min(ends.getTime(), at.getTime() + GIFT_RULES.couponBonusCoinDays * DAY_MS)) });
      const slot = redemption.listed ? redemption.redeemedCode : '';
      return deps.withMemberLedger(
        userId,
        async (ledger) => {
          const [{ count } = { count: 0 }] = await ledger.execute<{ count: number }[]>(countCouponClaims(userId, coupon.couponCode));
          if (count >= redemption.perMemberLimit) throw new GiftError('already-claimed', { limit: redemption.perMemberLimit });
          const [claim] = await ledger.execute<{ id: number }[]>(insertClaim(userId, 'coupon', coupon.couponCode, slot, at));
          if (!claim) throw new GiftError('already-claimed');
          // Locks in a fixed order (the member's wallet, the campaign's tally, the code's): parallel members never deadlock.
          if (redemption.totalLimit !== null && (await ledger.execute(takeCouponUse(`total:${coupon.couponCode}`, redemption.totalLimit))).length === 0) throw new GiftError('coupon-used-up');
          if (redemption.singleUse && (await ledger.execute(takeCouponUse(`code:${redemption.redeemedCode}`, 1))).length === 0) throw new GiftError('code-used');
          const idempotencyKey = count === 0 ? `coupon:${coupon.couponCode}:${userId}` : `coupon:${coupon.couponCode}:${userId}:${slot}`;
          const granted = await ledger.grant({ kind: 'reward', reason: 'gift_coupon', reference: coupon.couponCode, idempotencyKey, credits });
          // Received already through the page's recommendation: the claim row rolls back with this refusal.
          if (!granted) throw new GiftError('already-claimed');
          return { claimId: claim.id, credits, coupon };
        },
        at,
      );
    },

    /** A ticket campaign as /gift/ticket/{code}/ shows it to the member (or a visitor: userId null). */
    async ticketCampaign(code: string, userId: number | null, at = now()): Promise<TicketCampaignStatus> {
      return ticketStatus(await campaignByCode(code), userId, at);
    },

    /**
     * A ticket campaign as the staff 'as of' preview shows it at `at` (decision 075): its scheduled drafts laid
     * over it (a draft may create it), with the member's claims of a stored one.
     */
    async ticketCampaignAsOf(code: string, userId: number | null, at: Date, scheduled: readonly ScheduledDraft[]): Promise<TicketCampaignStatus> {
      const stored = await orm.em.fork().findOne(RewardTicketCampaign, { code });
      const mine = scheduled.filter((d) => (stored ? d.objectId === String(stored.id) : d.objectId === null && d.value.code === code));
      const shown = overlayDrafts(stored ? [{ id: stored.id, record: ticketFields(stored) }] : [], mine, withTicketDraft).at(-1);
      if (!shown) throw new GiftError('gift-not-found');
      return ticketStatus(shown.record, userId, at);
    },

    /** Claims a ticket campaign's tickets: once per JST day or once per campaign, valid `validHours`. */
    async claimTicket(code: string, userId: number, at = now()): Promise<Claimed & { tickets: number }> {
      const campaign = await campaignByCode(code);
      if (at < campaign.startsAt) throw new GiftError('gift-not-started');
      if (at >= campaign.endsAt) throw new GiftError('gift-ended');
      const slot = slotOf(campaign, at);
      const credits: PrizeCredit[] = [{ asset: 'ticket', amount: campaign.tickets, expiresAt: new Date(at.getTime() + campaign.validHours * HOUR_MS) }];
      return deps.withMemberLedger(
        userId,
        async (ledger) => {
          const [claim] = await ledger.execute<{ id: number }[]>(insertClaim(userId, 'ticket', campaign.code, slot, at));
          if (!claim) {
            const tomorrow = jstDayEnd(jstDayKey(at));
            throw new GiftError('already-claimed', campaign.per === 'day' && tomorrow < campaign.endsAt ? { nextClaimAt: tomorrow } : {});
          }
          await ledger.grant({ kind: 'reward', reason: 'gift_ticket', reference: `claim:${claim.id}`, idempotencyKey: `reward:claim:${claim.id}`, credits });
          return { claimId: claim.id, credits, tickets: campaign.tickets };
        },
        at,
      );
    },

    /** Offers the member a reward to receive on /rewardconfirm/ (a staff gift); false when `sourceKey` was offered before. */
    async offerGift(userId: number, gift: GiftOffer, at = now()): Promise<boolean> {
      return (await offerGiftTo(orm, [userId], gift, at)) > 0;
    },

    /** What waits for the member (after offering what they have earned by `at`), and what lapsed. */
    pending,

    /** Receives everything waiting, in one transaction: each reward once, however many taps arrive together. */
    async receiveAll(userId: number, at = now()): Promise<{ received: PendingReward[] }> {
      await accrue(userId, at);
      const received = await deps.withMemberLedger(
        userId,
        async (ledger) => {
          const rows = await ledger.execute<ReceivedRow[]>(receivePending(userId, at));
          for (const row of rows) {
            // Points without valid_hours get the wallet's use-by (pointUseBy, decision 061).
            const expiresAt = row.valid_hours ? new Date(at.getTime() + row.valid_hours * HOUR_MS) : null;
            await ledger.grant({ kind: 'reward', reason: row.kind, reference: `pending:${row.id}`, idempotencyKey: `reward:pending:${row.id}`, credits: [{ asset: row.asset, amount: row.amount, expiresAt }] });
          }
          return rows;
        },
        at,
      );
      if (received.length === 0) throw new GiftError('nothing-to-receive');
      return { received: received.map((row) => toPending({ ...row, claim_by: null, created_at: at, received_at: at })) };
    },

    /** /readedreward/: today's episodes (paid tomorrow) and the last days' rewards with their state. */
    async readRewards(userId: number, at = now()): Promise<{ today: ReadRewardDay; days: ReadRewardDay[] }> {
      await accrue(userId, at);
      const today = jstDayKey(at);
      const first = addJstDays(today, -GIFT_RULES.readRewardLookbackDays);
      const [counts, rows] = await Promise.all([episodesPerDay(userId, first, today), pendingRows(userId)]);
      const pendingOf = (dayKey: string) => rows.find((row) => row.sourceKey === `read:${dayKey}`);
      const days: ReadRewardDay[] = [];
      for (let back = 1; back <= GIFT_RULES.readRewardLookbackDays; back++) {
        const dayKey = addJstDays(today, -back);
        const episodes = counts.get(dayKey) ?? 0;
        const row = pendingOf(dayKey);
        const status: ReadRewardDay['status'] = !row ? 'none' : row.receivedAt ? 'received' : row.claimBy && row.claimBy <= at ? 'lapsed' : 'waiting';
        days.push({ dayKey, episodes, points: row?.amount ?? readRewardPoints(episodes), status });
      }
      const todayEpisodes = counts.get(today) ?? 0;
      return { today: { dayKey: today, episodes: todayEpisodes, points: readRewardPoints(todayEpisodes), status: 'today' }, days };
    },

    /** /gift/items/: what waits (with its claim-by), what was received (with use-by, left), what expired or lapsed. */
    async items(userId: number, at = now()) {
      const [{ waiting, lapsed }, grants] = await Promise.all([pending(userId, at), deps.grantsOf(userId, RECEIVED_REASONS)]);
      const expired = (grant: GrantRead) => grant.expiresAt !== null && grant.expiresAt <= at;
      return { waiting, lapsed, received: grants.filter((grant) => !expired(grant)), expired: grants.filter(expired) };
    },
  };
}

export type GiftService = ReturnType<typeof createGiftService>;
