import { remainingText } from '#platform/text/remaining-time.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PaymentType } from '#modules/catalogue/index.ts';
import { RENTAL_HOURS, WAIT_FREE_RECOVERY_HOURS, type AccountAsset, type UnlockKind } from './assets.ts';
import { walletMessages, type PaymentDiv, type TicketCheckResult, type TicketDiv } from './client.ts';
import { walletDb } from './kysely-db.ts';
import { beginOperation, credit, creditWith, debitAccount, debitLots, expireDue, lockAccount, lockAccountThen, spendTitleTicket, toDate } from './ledger.ts';
import { inTransaction, type Sql } from './sql-transaction.ts';
import { createStoryLookup, PRICED_STORY_BY_PUBLIC_ID_SQL, type PricedStory } from './story-lookup.ts';
import { preparedStatement } from '#platform/db/prepared.ts';
import { sql, type SqlStatement } from '#platform/db/sql-template.ts';
import { WalletError } from './wallet-errors.ts';

export type StoryRef = { titleCode: string; volumeSerialNumber: number; storyNumber: number };

export type ConsumeRequest = StoryRef & {
  ticketDiv: TicketDiv;
  paymentDiv: PaymentDiv;
  /** What the client was shown; only compared with the server's own figures, never charged. */
  price?: number;
  consumeCoin?: number;
  consumePoint?: number;
};

export type ConsumeOutcome = { content: string; charged: boolean };

/** The balances of the spec's User (§3), as the user view shows them. */
export type Balances = {
  userCoin: number;
  userPaidCoin: number;
  userBonusCoin: number;
  userPoint: number;
  userTicket: number;
  premiumUserTicketRemained: number;
  premiumUserTicketExpireDays: number;
  userCoupon: number;
  userPremium: boolean;
  /** When the member first paid (ISO), null before any purchase. */
  firstPaidDate: string | null;
};

export type Credit = { asset: AccountAsset; amount: number; expiresAt?: Date | null };

export type GrantRequest = {
  /** What kind of operation this is: 'purchase', 'campaign', 'exchange'... */
  kind: string;
  /** Why, written on every entry (e.g. 'purchase', 'bonus', 'login_bonus'). */
  reason: string;
  /** What it refers to (a payment id, a campaign code). */
  reference: string;
  /** The same key again is a no-op (e.g. `purchase:<provider payment id>`). */
  idempotencyKey?: string;
  credits: Credit[];
  at?: Date;
};

/**
 * One member's ledger inside a transaction another module shares: its own statements (on its own tables)
 * and wallet grants commit or roll back together, with the member's wallet row locked throughout, so a
 * reward's record and its grant happen exactly once (issue 16).
 */
export type MemberLedger = {
  /** A statement on the caller's own tables, built with platform/db/sql-template.ts's `sql`. */
  execute<T = Record<string, unknown>[]>(statement: SqlStatement): Promise<T>;
  /** The same as a prepared statement (parsed and planned once per connection; values in a select list need casts). */
  executePrepared<T = Record<string, unknown>[]>(statement: SqlStatement): Promise<T>;
  /** Credits in this transaction; false when the idempotency key was used before (nothing credited). */
  grant(request: Omit<GrantRequest, 'at'>): Promise<boolean>;
  /**
   * The caller's statement (an insert … returning on its own tables) and the grant in one round trip:
   * the grant happens only when the statement returns a row and the idempotency key is new.
   */
  grantWith<R>(request: Omit<GrantRequest, 'at'> & { idempotencyKey: string }, alongside: SqlStatement, options?: GrantWithOptions): Promise<{ rows: R[]; granted: boolean }>;
  /**
   * Takes from an account in this transaction (points from their unexpired lots, soonest use-by first):
   * 'short' (nothing taken) when the balance does not cover it, 'repeated' when the idempotency key was used before (decision 052).
   */
  debit(request: DebitRequest): Promise<'debited' | 'short' | 'repeated'>;
};

export type GrantWithOptions = {
  /**
   * The transaction's last statement: its COMMIT rides in the same round trip and runs only if the
   * statement succeeded. The idempotency key must then be new: a used one fails the statement (and
   * so the commit) instead of answering `granted: false`.
   */
  commit?: boolean;
  /**
   * The transaction's only statement: its BEGIN, the member's wallet lock (the row made when missing), the
   * statement and the COMMIT in one round trip (decision 076). Only before anything else ran in the
   * transaction; the idempotency key must be new, as with `commit`. When `alongside` returns no row the
   * transaction commits having changed nothing but the wallet row's existence.
   */
  alone?: boolean;
};

export type DebitRequest = { kind: string; reason: string; reference: string; idempotencyKey: string; asset: 'point' | 'coupon' | 'affiliate_yen'; amount: number };

const HOUR_MS = 3_600_000;

const notFound = () => new WalletError('story-not-found');
const DAY_MS = 24 * HOUR_MS;

type MemberState = {
  paid: number;
  bonus: number;
  point: number;
  ticket: number;
  premium: number;
  premium_next_expiry: Date | null;
  coupon: number;
  premium_until: Date | null;
  first_paid_at: Date | null;
  title_tickets: number | null;
  recovers_at: Date | null;
  entitled: boolean;
};

/**
 * Balances as spendable at `at` (lots past their expiry no longer count), plus a story's unlock
 * state: the select list and joins over `user`, `at`, and the story's ids (SQL expressions).
 */
const memberStateSql = (user: string, at: string, story: { storyId: string; volumeId: string; titleId: string }) => `
  select coalesce(l.paid, 0)::int as paid, coalesce(l.bonus, 0)::int as bonus, coalesce(l.point, 0)::int as point,
         coalesce(l.ticket, 0)::int as ticket, coalesce(l.premium, 0)::int as premium, l.premium_next_expiry,
         coalesce(a.coupon, 0) as coupon, a.premium_until, a.first_paid_at,
         tt.tickets as title_tickets, tt.recovers_at,
         exists (select 1 from wallet_entitlement e
                  where e.user_id = u.id and (e.story_id = ${story.storyId} or e.volume_id = ${story.volumeId})
                    and (e.expires_at is null or e.expires_at > ${at})) as entitled
    from (select ${user} as id) u
    left join wallet_account a on a.user_id = u.id
    left join lateral (
      select sum(remaining) filter (where asset = 'paid_coin') as paid,
             sum(remaining) filter (where asset = 'bonus_coin') as bonus,
             sum(remaining) filter (where asset = 'point') as point,
             sum(remaining) filter (where asset = 'ticket') as ticket,
             sum(remaining) filter (where asset = 'premium_ticket') as premium,
             min(expires_at) filter (where asset = 'premium_ticket') as premium_next_expiry
        from wallet_lot where user_id = u.id and remaining > 0 and (expires_at is null or expires_at > ${at})) l on true
    left join wallet_title_ticket tt on tt.user_id = u.id and tt.title_id = ${story.titleId}`;

/** `$1` member, `$2` at. */
const balancesStatement = preparedStatement<MemberState>('wallet_balances', memberStateSql('$1::int', '$2::timestamptz', { storyId: '0', volumeId: '0', titleId: '0' }));

/** The story (`$1` title code, `$2` volume, `$3` story number) and the member's state for it (`$4` member, `$5` at): a check in one query. */
const checkStatement = preparedStatement<PricedStory & MemberState>(
  'wallet_check',
  `with s as (${PRICED_STORY_BY_PUBLIC_ID_SQL})
   select s.*, m.* from s cross join lateral (${memberStateSql('$4::int', '$5::timestamptz', { storyId: 's."storyId"', volumeId: 's."volumeId"', titleId: 's."titleId"' })}) m`,
);

/** `$1` member, `$2` story, `$3` volume, `$4` at. */
const entitledStatement = preparedStatement<{ entitled: boolean }>(
  'wallet_entitled',
  `select exists (select 1 from wallet_entitlement
                   where user_id = $1::int and (story_id = $2::int or volume_id = $3::int) and (expires_at is null or expires_at > $4::timestamptz)) as entitled`,
);

const toMemberState = (row: MemberState): MemberState => ({
  ...row,
  premium_next_expiry: toDate(row.premium_next_expiry),
  premium_until: toDate(row.premium_until),
  first_paid_at: toDate(row.first_paid_at),
  recovers_at: toDate(row.recovers_at),
});

const waitFreeAvailable = (state: Pick<MemberState, 'title_tickets' | 'recovers_at'>, at: Date) =>
  state.title_tickets === null || state.title_tickets > 0 || (state.recovers_at !== null && state.recovers_at <= at);

function toBalances(state: MemberState, at: Date): Balances {
  return {
    userCoin: state.paid + state.bonus,
    userPaidCoin: state.paid,
    userBonusCoin: state.bonus,
    userPoint: state.point,
    userTicket: state.ticket,
    premiumUserTicketRemained: state.premium,
    premiumUserTicketExpireDays: state.premium_next_expiry ? Math.ceil((state.premium_next_expiry.getTime() - at.getTime()) / DAY_MS) : -1,
    userCoupon: state.coupon,
    userPremium: state.premium_until !== null && state.premium_until > at,
    firstPaidDate: state.first_paid_at ? state.first_paid_at.toISOString() : null,
  };
}

/** Who asks: the API passes whether the viewer may see adult titles; trusted callers (seeds, jobs) pass nothing. */
export type Audience = { adultAllowed?: boolean };

export type WalletServiceOptions = {
  now?: () => Date;
  storyCacheMs?: number;
  /** How long a transaction waits for a member's wallet lock before giving up (503 'busy'). */
  lockTimeoutMs?: number;
};

export function createWalletService(orm: MikroORM, options: WalletServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const stories = createStoryLookup(orm, options.storyCacheMs);
  const lockTimeoutMs = options.lockTimeoutMs ?? 10_000;
  const transaction = <T>(work: (sql: Sql) => Promise<T>) => inTransaction(orm, work, { lockTimeoutMs });

  /** The story, unless it is an adult title's and the audience may not see those (then 404, as for a missing one). */
  function visible<S extends PricedStory>(story: S, audience: Audience): S {
    if (story.isAdult && audience.adultAllowed === false) throw notFound();
    return story;
  }

  async function findStory(ref: StoryRef): Promise<PricedStory> {
    const story = await stories.byPublicId(ref.titleCode, ref.volumeSerialNumber, ref.storyNumber);
    if (!story) throw notFound();
    return story;
  }

  function checkResult(story: PricedStory, state: MemberState | null, at: Date): TicketCheckResult {
    const free = story.paymentType === PaymentType.Free;
    const waitFree = story.paymentType === PaymentType.FreeIfWait;
    const coins = story.paymentType === PaymentType.Coins;
    const freeRemained = waitFree && state ? (waitFreeAvailable(state, at) ? 1 : 0) : 0;
    let ticketDiv: TicketDiv = 'free';
    if (coins) ticketDiv = 'payment';
    else if (waitFree) {
      if (freeRemained || !state) ticketDiv = 'wait_free';
      else if (state.ticket > 0) ticketDiv = 'ticket';
      else if (state.premium > 0) ticketDiv = 'premium_ticket';
      else ticketDiv = 'wait_free';
    }
    const recovery = waitFree && state && !freeRemained ? state.recovers_at : null;
    return {
      titleCode: story.titleCode,
      volumeSerialNumber: story.volumeSerialNumber,
      storyNumber: story.storyNumber,
      bonusRemained: state?.bonus ?? 0,
      coinRemained: state?.paid ?? 0,
      pointRemained: state?.point ?? 0,
      consumeCoin: coins ? story.priceCoins : 0,
      consumePoint: coins ? story.priceCoins : 0,
      freeRemained,
      ticketRemained: state?.ticket ?? 0,
      premiumTicketRemained: state?.premium ?? 0,
      itemDetailId: story.storyId,
      timeRate: WAIT_FREE_RECOVERY_HOURS,
      timeStr: remainingText(recovery, at, 'wait'),
      price: story.priceCoins,
      volumePrice: story.isStore ? story.volumePriceCoins : 0,
      ticketDiv,
      paymentDiv: 'story',
      isStore: story.isStore,
      isPaymentStory: coins,
      ticketConfirm: ticketDiv === 'ticket' || ticketDiv === 'premium_ticket',
      publisher: story.publisher,
      can_read: free || (state?.entitled ?? false),
    };
  }

  async function entitle(em: Sql, args: { userId: number; story: PricedStory; volume: boolean; kind: UnlockKind; operationId: number; at: Date; hours?: number }) {
    const expiresAt = args.hours ? new Date(args.at.getTime() + args.hours * HOUR_MS) : null;
    // Always a consume's last statement: it carries the COMMIT.
    await em.executeThenCommit(
      sql`insert into wallet_entitlement (user_id, story_id, volume_id, kind, operation_id, created_at, expires_at)
          values (${args.userId}, ${args.volume ? null : args.story.storyId}, ${args.volume ? args.story.volumeId : null}, ${args.kind}, ${args.operationId}, ${args.at}, ${expiresAt})`,
    );
  }

  async function grant(userId: number, request: GrantRequest): Promise<boolean> {
    const at = request.at ?? now();
    return transaction(async (tx) => {
      await lockAccount(tx, userId, at);
      return grantWithin(tx, userId, request, at);
    });
  }


  async function grantWithin(tx: Sql, userId: number, request: Omit<GrantRequest, 'at'>, at: Date): Promise<boolean> {
    const operationId = await beginOperation(tx, userId, request.kind, request.idempotencyKey ?? null, at);
    if (operationId === null) return false;
    for (const c of request.credits) {
      await credit(tx, { userId, operationId, asset: c.asset, amount: c.amount, expiresAt: c.expiresAt ?? null, at, reason: request.reason, reference: request.reference });
    }
    return true;
  }

  async function debitWithin(tx: Sql, userId: number, request: DebitRequest, at: Date): Promise<'debited' | 'short' | 'repeated'> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw new Error(`debit amount must be a positive integer, got ${request.amount}`);
    const operationId = await beginOperation(tx, userId, request.kind, request.idempotencyKey, at);
    if (operationId === null) return 'repeated';
    // A short balance leaves the operation row behind unless the caller rolls back (it does: it throws).
    const movement = { userId, operationId, amount: request.amount, at, reason: request.reason, reference: request.reference };
    const debited = request.asset === 'point' ? await debitLots(tx, { ...movement, assets: ['point'] }) : await debitAccount(tx, { ...movement, asset: request.asset });
    return debited ? 'debited' : 'short';
  }

  async function expire(userId: number, at = now()): Promise<void> {
    await transaction(async (em) => {
      await lockAccount(em, userId, at);
      await expireDue(em, userId, at);
    });
  }

  return {
    now,

    /** Runs `work` in one transaction holding the member's wallet lock (see MemberLedger). */
    async withMemberLedger<T>(userId: number, work: (ledger: MemberLedger) => Promise<T>, at = now()): Promise<T> {
      return transaction(async (sqlTx) => {
        // The lock is taken with the ledger's first statement, in its round trip (decision 073).
        let locked = false;
        const lock = async () => {
          if (locked) return;
          locked = true;
          await lockAccount(sqlTx, userId, at);
        };
        return work({
          execute: async (statement) => (await lock(), sqlTx.execute(statement)),
          executePrepared: async (statement) => {
            if (locked) return sqlTx.executePrepared(statement);
            locked = true;
            return lockAccountThen(sqlTx, userId, at, statement);
          },
          grantWith: async (request, alongside, options = {}) => {
            if (options.alone) {
              if (locked) throw new Error('grantWith({ alone: true }) must be the transaction\'s only statement');
              locked = true;
            } else await lock();
            return creditWith(sqlTx, { userId, at, alongside, kind: request.kind, idempotencyKey: request.idempotencyKey, reason: request.reason, reference: request.reference, credits: request.credits, commit: options.commit, alone: options.alone });
          },
          grant: async (request) => (await lock(), grantWithin(sqlTx, userId, request, at)),
          debit: async (request) => (await lock(), debitWithin(sqlTx, userId, request, at)),
        });
      });
    },

    /** The member's affiliate earnings in JPY (decision 052). */
    async affiliateBalanceOf(userId: number): Promise<number> {
      const row = await walletDb(orm).selectFrom('wallet_account').select('affiliate_yen').where('user_id', '=', userId).executeTakeFirst();
      return row?.affiliate_yen ?? 0;
    },

    /**
     * The spec's check result for a member (null: signed out, only free stories are readable).
     * `audience.adultAllowed: false` (the API's visitors and members without the adult setting) finds
     * no adult title's story, as the catalogue shows them none.
     */
    async check(userId: number | null, ref: StoryRef, at = now(), audience: Audience = {}): Promise<TicketCheckResult> {
      if (userId === null) return checkResult(visible(await findStory(ref), audience), null, at);
      // Always fresh for a member (no story cache): the price they are shown is the one consume compares with.
      const [row] = await checkStatement(orm, [ref.titleCode, ref.volumeSerialNumber, ref.storyNumber, userId, at]);
      if (!row) throw notFound();
      return checkResult(visible(row, audience), toMemberState(row), at);
    },

    /**
     * Unlocks a story (or its volume) the way the member chose, from the server's own prices and
     * balances. Under the member's wallet row lock: a repeated or concurrent consume of the same
     * story finds the first one's entitlement and charges nothing.
     */
    async consume(userId: number, request: ConsumeRequest, at = now(), audience: Audience = {}): Promise<ConsumeOutcome> {
      const story = visible(await findStory(request), audience);
      if (story.paymentType === PaymentType.Free) return { content: walletMessages.free, charged: false };
      const volume = request.paymentDiv === 'volume';
      if (volume && !(request.ticketDiv === 'payment' && story.isStore && story.volumePriceCoins > 0)) {
        throw new WalletError('volume-not-for-sale');
      }
      const kind: UnlockKind = volume ? 'volume' : request.ticketDiv === 'payment' ? 'coin' : (request.ticketDiv as UnlockKind);
      const allowed =
        kind === 'volume' ||
        ((kind === 'coin' || kind === 'point') && story.paymentType === PaymentType.Coins && story.priceCoins > 0) ||
        ((kind === 'wait_free' || kind === 'ticket' || kind === 'premium_ticket') && story.paymentType === PaymentType.FreeIfWait);
      if (!allowed) throw new WalletError('not-available');
      const price = kind === 'volume' ? story.volumePriceCoins : kind === 'coin' || kind === 'point' ? story.priceCoins : 0;
      // The client's figures only prove what the member agreed to; a mismatch charges nothing.
      const shown = kind === 'point' ? [request.consumePoint] : kind === 'volume' ? [request.consumeCoin] : kind === 'coin' ? [request.price, request.consumeCoin] : [];
      if (shown.some((value) => value !== undefined && value !== price)) throw new WalletError('price-changed');

      return transaction(async (em) => {
        await lockAccount(em, userId, at);
        // A fresh statement after the lock: it sees what a consume that held the lock before us committed.
        const { entitled } = await expireDue(em, userId, at, { storyId: volume ? 0 : story.storyId, volumeId: story.volumeId });
        if (entitled) return { content: walletMessages.alreadyUnlocked, charged: false };
        const operationId = (await beginOperation(em, userId, 'consume', null, at))!;
        const reference = volume ? `volume:${story.volumeId}` : `story:${story.storyId}`;
        const movement = { userId, operationId, at, reason: 'consume', reference };
        switch (kind) {
          case 'coin':
          case 'volume':
            if (!(await debitLots(em, { ...movement, assets: ['bonus_coin', 'paid_coin'], amount: price }))) throw new WalletError('insufficient-coins');
            await entitle(em, { userId, story, volume, kind, operationId, at });
            return { content: volume ? walletMessages.unlockedVolume : walletMessages.unlockedWithCoins, charged: true };
          case 'point':
            if (!(await debitLots(em, { ...movement, assets: ['point'], amount: price }))) throw new WalletError('insufficient-points');
            await entitle(em, { userId, story, volume: false, kind, operationId, at });
            return { content: walletMessages.unlockedWithPoints, charged: true };
          case 'wait_free':
            if (!(await spendTitleTicket(em, { ...movement, titleId: story.titleId, recoveryHours: WAIT_FREE_RECOVERY_HOURS }))) {
              const [row] = await em.execute<{ recovers_at: string | null }[]>(sql`select recovers_at from wallet_title_ticket where user_id = ${userId} and title_id = ${story.titleId}`);
              throw new WalletError('wait-free-not-recovered', { recoversAt: toDate(row?.recovers_at), at });
            }
            await entitle(em, { userId, story, volume: false, kind, operationId, at, hours: RENTAL_HOURS });
            return { content: walletMessages.unlockedWithWaitFree, charged: true };
          case 'ticket':
          case 'premium_ticket':
            if (!(await debitLots(em, { ...movement, assets: [kind], amount: 1 }))) throw new WalletError('insufficient-tickets');
            await entitle(em, { userId, story, volume: false, kind, operationId, at, hours: RENTAL_HOURS });
            return { content: kind === 'ticket' ? walletMessages.unlockedWithTicket : walletMessages.unlockedWithPremiumTicket, charged: true };
        }
      });
    },

    /** May the member read this story at `at`? Free stories: yes; otherwise an owned or rented story or volume. */
    async canRead(userId: number, storyId: number, at = now()): Promise<boolean> {
      const story = await stories.byId(storyId);
      if (!story) return false;
      if (story.paymentType === PaymentType.Free) return true;
      const [row] = await entitledStatement(orm, [userId, story.storyId, story.volumeId, at]);
      return row!.entitled;
    },

    /**
     * The member's running entitlements among these stories (owned or rented, by the story or its
     * volume) at `at`, in one query: story id → end of the longest rental, or null when for good.
     * Free stories need none and are not listed.
     */
    async entitlementsOf(userId: number, storyIds: readonly number[], at = now()): Promise<Map<number, Date | null>> {
      const ids = [...new Set(storyIds)].filter((id) => Number.isSafeInteger(id));
      if (userId <= 0 || ids.length === 0) return new Map();
      const rows = await walletDb(orm)
        .selectFrom('catalogue_story_ref as s')
        .innerJoin('wallet_entitlement as e', (join) =>
          join.on((eb) =>
            eb.and([
              eb('e.user_id', '=', userId),
              eb.or([eb('e.story_id', '=', eb.ref('s.story_id')), eb('e.volume_id', '=', eb.ref('s.volume_id'))]),
              eb.or([eb('e.expires_at', 'is', null), eb('e.expires_at', '>', at)]),
            ]),
          ),
        )
        .select((eb) => ['s.story_id', eb.fn<boolean>('bool_or', [eb('e.expires_at', 'is', null)]).as('forever'), eb.fn.max('e.expires_at').as('until')])
        .where('s.story_id', 'in', ids)
        .groupBy('s.story_id')
        .execute();
      return new Map(rows.map((row) => [Number(row.story_id), row.forever ? null : toDate(row.until)]));
    },

    /** The member's spendable balances in one query (coins = paid + bonus). */
    async balancesOf(userId: number, at = now()): Promise<Balances> {
      const [row] = await balancesStatement(orm, [userId, at]);
      return toBalances(toMemberState(row!), at);
    },

    /**
     * Credits in one operation (coin purchase, bonus with expiry, points, tickets, coupons). Returns
     * false when the idempotency key was used before (nothing credited again).
     */
    grant,

    /** A coin purchase: paid coins (and bonus coins with their expiry), idempotent on the provider's payment id. */
    /**
     * Credits a provider payment once. `alongside` (the purchase row marked paid) commits in the same
     * transaction, so coins are never booked without their purchase being paid, even if the process dies.
     */
    async creditPurchase(userId: number, purchase: { paymentId: string; paidCoins: number; bonusCoins?: number; bonusExpiresAt?: Date; at?: Date; alongside?: SqlStatement }) {
      const at = purchase.at ?? now();
      const credits: Credit[] = [{ asset: 'paid_coin', amount: purchase.paidCoins }];
      if (purchase.bonusCoins) credits.push({ asset: 'bonus_coin', amount: purchase.bonusCoins, expiresAt: purchase.bonusExpiresAt ?? null });
      return transaction(async (em) => {
        await lockAccount(em, userId, at);
        if (purchase.alongside) await em.execute(purchase.alongside);
        const operationId = await beginOperation(em, userId, 'purchase', `purchase:${purchase.paymentId}`, at);
        if (operationId === null) return false;
        for (const c of credits) {
          await credit(em, { userId, operationId, asset: c.asset, amount: c.amount, expiresAt: c.expiresAt ?? null, at, reason: 'purchase', reference: purchase.paymentId });
        }
        await em.execute(sql`update wallet_account set first_paid_at = ${at} where user_id = ${userId} and first_paid_at is null`);
        return true;
      });
    },

    grantBonusCoins(userId: number, amount: number, expiresAt: Date, source: { reason: string; reference: string; idempotencyKey?: string; at?: Date }) {
      return grant(userId, { kind: 'grant', ...source, credits: [{ asset: 'bonus_coin', amount, expiresAt }] });
    },
    /** Points valid until `expiresAt`, by default pointUseBy(grant time) (decision 061). */
    grantPoints(userId: number, amount: number, source: { reason: string; reference: string; idempotencyKey?: string; at?: Date; expiresAt?: Date }) {
      const { expiresAt, ...rest } = source;
      return grant(userId, { kind: 'grant', ...rest, credits: [{ asset: 'point', amount, expiresAt: expiresAt ?? null }] });
    },
    grantTickets(userId: number, amount: number, expiresAt: Date | null, source: { reason: string; reference: string; idempotencyKey?: string; at?: Date }) {
      return grant(userId, { kind: 'grant', ...source, credits: [{ asset: 'ticket', amount, expiresAt }] });
    },
    grantPremiumTickets(userId: number, amount: number, expiresAt: Date, source: { reason: string; reference: string; idempotencyKey?: string; at?: Date }) {
      return grant(userId, { kind: 'premium', ...source, credits: [{ asset: 'premium_ticket', amount, expiresAt }] });
    },
    grantCoupons(userId: number, count: number, source: { reason: string; reference: string; idempotencyKey?: string; at?: Date }) {
      return grant(userId, { kind: 'grant', ...source, credits: [{ asset: 'coupon', amount: count }] });
    },

    /** Premium membership until `until` (the monthly plan sets it; not a ledger movement). */
    async setPremiumUntil(userId: number, until: Date | null, at = now()): Promise<void> {
      await transaction(async (em) => {
        await lockAccount(em, userId, at);
        await em.execute(sql`update wallet_account set premium_until = ${until}, updated_at = ${at} where user_id = ${userId}`);
      });
    },

    /** Books every expiry due by `at` for the member (consume does this by itself). */
    expire,

    /**
     * The expiry run (a periodic job): books the due expiries of up to `limit` members whose lots reached
     * their use-by, each in its own transaction under that member's wallet lock, so a run racing spends,
     * grants or another run books each lot's expiry once (decision 061). Returns how many members it visited.
     */
    async expireAllDue(at = now(), limit = 500): Promise<number> {
      const rows = await walletDb(orm)
        .selectFrom('wallet_lot')
        .select('user_id')
        .distinct()
        .where('remaining', '>', 0)
        .where('expires_at', '<=', at)
        .limit(limit)
        .execute();
      for (const row of rows) await expire(row.user_id, at);
      return rows.length;
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
