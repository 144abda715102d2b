import { coinPurchasePath } from '#platform/routes/site-paths.ts';
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { CoinCoupon, CoinCoupons } from '#modules/campaigns/index.ts';
import { BONUS_COIN_VALID_DAYS, couponBonusCoins, packBonusCoins, PREMIUM_PLAN, premiumPeriodEnd } from '../coin-packs.ts';
import { createCoinPackCatalog } from '../coin-pack-catalog.ts';
import { beginOperation, credit, debitAccount, lockAccount, toDate } from '../ledger.ts';
import { eachConcurrently } from '#platform/async/each-concurrently.ts';
import { sql as sqlText, sqlTrusted } from '#platform/db/sql-template.ts';
import { inTransaction, poolSql, type Sql } from '../sql-transaction.ts';
import { WalletError } from '../wallet-errors.ts';
import type { WalletService } from '../wallet-service.ts';
import { productName, type PaymentInstructions, type PurchaseView, type UsableCoupon } from './client.ts';
import type { PurchaseKind, PurchasePaymentMethod, PurchaseStatus } from './entities/index.ts';
import { PaymentTokenError, ProviderTimeoutError, withTimeout, type PaymentProvider, type ProviderCharge } from './provider.ts';

const DAY_MS = 86_400_000;
/** Declined payments a member may have in DECLINE_WINDOW_MS before further attempts are refused. */
export const MAX_DECLINES = 5;
/** A pending purchase still without a provider payment this long after it started is an orphan. */
export const ORPHAN_AFTER_MS = 10 * 60_000;
/** Purchases the settle job asks the provider about at once. */
const SETTLE_CONCURRENCY = 8;
const DECLINE_WINDOW_MS = 3_600_000;

/** What the member chose and the provider's single-use token for their payment details (never the card). */
export type PurchaseRequest = { requestId: string; product: string; couponCode?: string | null; token: string };

export type PurchaseServiceOptions = {
  provider: PaymentProvider | null;
  /** The coupon campaigns' coin bonuses (modules/campaigns). */
  coupons: CoinCoupons;
  /** How long a confirmation may take before the purchase is left pending (settled later by refresh). */
  confirmTimeoutMs?: number;
  now?: () => Date;
};

type PurchaseRow = {
  id: number;
  public_id: string;
  user_id: number;
  request_id: string;
  kind: PurchaseKind;
  product: string;
  price_yen: number;
  paid_coins: number;
  bonus_coins: number;
  coupon_code: string | null;
  coupon_bonus_coins: number;
  premium_tickets: number;
  provider: string;
  provider_payment_id: string | null;
  status: PurchaseStatus;
  card_last4: string | null;
  payment_method: PurchasePaymentMethod;
  payment_token: string | null;
  payment_instructions: PaymentInstructions | null;
  created_at: Date | string;
  settled_at: Date | string | null;
};

const COLUMNS = `id, public_id, user_id, request_id, kind, product, price_yen, paid_coins, bonus_coins, coupon_code, coupon_bonus_coins,
  premium_tickets, provider, provider_payment_id, status, card_last4, payment_method, payment_token, payment_instructions, created_at, settled_at`;

function toView(row: PurchaseRow): PurchaseView {
  return {
    id: row.public_id,
    status: row.status,
    kind: row.kind,
    product: row.product,
    productName: productName(row.product, row.paid_coins),
    priceYen: row.price_yen,
    paidCoins: row.paid_coins,
    bonusCoins: row.bonus_coins,
    couponCode: row.coupon_code,
    couponBonusCoins: row.coupon_bonus_coins,
    premiumTickets: row.premium_tickets,
    cardLast4: row.card_last4,
    paymentMethod: row.payment_method,
    instructions: row.status === 'pending' ? row.payment_instructions : null,
    createdAt: toDate(row.created_at)!.toISOString(),
    settledAt: toDate(row.settled_at)?.toISOString() ?? null,
  };
}

/**
 * Coin packs and the premium plan through a payment provider. Every amount comes from coin-packs.ts
 * and the coupon campaign; the ledger credits a provider payment once (creditPurchase's idempotency
 * key is the payment id), however many confirmations, polls or replays reach the server.
 */
export function createPurchaseService(orm: MikroORM, wallet: WalletService, options: PurchaseServiceOptions) {
  const now = options.now ?? wallet.now;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 10_000;
  const provider = options.provider;
  const packs = createCoinPackCatalog(orm, { now });
  const transaction = <T>(work: (sql: Sql) => Promise<T>) => inTransaction(orm, work, { lockTimeoutMs: 10_000 });

  async function rowByPublicId(userId: number, publicId: string): Promise<PurchaseRow | null> {
    const [row] = await orm.em.fork().execute<PurchaseRow[]>(`select ${COLUMNS} from wallet_purchase where public_id = ? and user_id = ?`, [publicId, userId]);
    return row ?? null;
  }

  /** Coupons with a coin bonus that are running at `at` (the member's held ones are only a count). */
  async function usableCoupons(userId: number, at = now()): Promise<UsableCoupon[]> {
    const balances = await wallet.balancesOf(userId, at);
    if (balances.userCoupon < 1) return [];
    const campaigns = await options.coupons.runningCoinCoupons(at);
    const used = await usesByCode(userId);
    return campaigns
      .filter((c) => (used.get(c.couponCode) ?? 0) < c.quantity)
      .map((c) => ({ couponCode: c.couponCode, couponName: c.couponName, additionalCoinRate: c.additionalCoinRate, itemPriceWithoutCoupon: c.itemPriceWithoutCoupon ?? null, expireDate: c.endsAt.toISOString() }));
  }

  /** How often the member used each coupon code (uses given back after a decline do not count). */
  async function usesByCode(userId: number, sql?: Sql): Promise<Map<string, number>> {
    const query = sqlText`select reference as code, -sum(amount)::int as uses from wallet_entry
                    where user_id = ${userId} and asset = 'coupon' and reason in ('coupon_use', 'coupon_return') group by reference`;
    const rows = await (sql ?? poolSql(orm)).execute<{ code: string; uses: number }[]>(query);
    return new Map(rows.map((r) => [r.code, r.uses]));
  }

  /** What a product costs and gives, from the server's own figures. */
  async function priceOf(product: string, couponCode: string | null, at: Date) {
    if (product === PREMIUM_PLAN.id) {
      if (couponCode) throw new WalletError('coupon-not-for-premium');
      return { kind: 'premium' as const, priceYen: PREMIUM_PLAN.priceYen, paidCoins: 0, bonusCoins: 0, couponBonus: 0, premiumTickets: PREMIUM_PLAN.tickets, coupon: null };
    }
    // The packs are data (decision 067): one on sale now, whatever the page showed when it was opened.
    const pack = await packs.onSaleById(product, at);
    if (!pack) throw new WalletError('unknown-product');
    let coupon: CoinCoupon | null = null;
    if (couponCode) {
      coupon = await options.coupons.coinCoupon(couponCode);
      const valid =
        coupon &&
        coupon.startsAt <= at &&
        coupon.endsAt > at &&
        coupon.additionalCoinRate > 0 &&
        (coupon.itemPriceWithoutCoupon == null || coupon.itemPriceWithoutCoupon === pack.priceYen);
      if (!valid) throw new WalletError('coupon-invalid');
    }
    return {
      kind: 'coin' as const,
      priceYen: pack.priceYen,
      paidCoins: pack.coins,
      bonusCoins: packBonusCoins(pack),
      couponBonus: coupon ? couponBonusCoins(pack, coupon.additionalCoinRate) : 0,
      premiumTickets: 0,
      coupon,
    };
  }

  /** Books a succeeded charge once: coins (paid, bonus with expiry) or a premium month with its tickets. */
  async function settle(row: PurchaseRow, charge: ProviderCharge, at: Date): Promise<void> {
    // The provider's amount must be what the server asked for; anything else is not this purchase.
    if (charge.amountYen !== row.price_yen) throw new Error(`charge ${charge.chargeId} is for ${charge.amountYen} yen, purchase ${row.public_id} for ${row.price_yen}`);
    const payment = { paymentId: charge.chargeId };
    if (row.kind === 'coin') {
      const bonus = row.bonus_coins + row.coupon_bonus_coins;
      await wallet.creditPurchase(row.user_id, {
        paymentId: payment.paymentId,
        paidCoins: row.paid_coins,
        bonusCoins: bonus,
        bonusExpiresAt: new Date(at.getTime() + BONUS_COIN_VALID_DAYS * DAY_MS),
        at,
        alongside: sqlText`update wallet_purchase set status = 'paid', settled_at = ${at} where id = ${row.id} and status = 'pending'`,
      });
      return;
    }
    await transaction(async (sql) => {
      await lockAccount(sql, row.user_id, at);
      const operationId = await beginOperation(sql, row.user_id, 'premium', `purchase:${payment.paymentId}`, at);
      if (operationId !== null) {
        const [current] = await sql.execute<{ premium_until: string | null }[]>(sqlText`select premium_until from wallet_account where user_id = ${row.user_id}`);
        const until = premiumPeriodEnd(toDate(current?.premium_until), at);
        await credit(sql, {
          userId: row.user_id,
          operationId,
          asset: 'premium_ticket',
          amount: row.premium_tickets,
          expiresAt: new Date(at.getTime() + PREMIUM_PLAN.ticketValidDays * DAY_MS),
          at,
          reason: 'premium',
          reference: payment.paymentId,
        });
        await sql.execute(sqlText`update wallet_account set premium_until = ${until}, first_paid_at = coalesce(first_paid_at, ${at}), updated_at = ${at} where user_id = ${row.user_id}`);
      }
      await sql.execute(sqlText`update wallet_purchase set status = 'paid', settled_at = ${at} where id = ${row.id} and status = 'pending'`);
    });
  }

  /** Marks a pending purchase declined, failed or expired and gives its coupon back, once. */
  async function close(row: PurchaseRow, status: 'declined' | 'failed' | 'expired', at: Date): Promise<void> {
    await transaction(async (sql) => {
      await lockAccount(sql, row.user_id, at);
      const closed = await sql.execute<{ id: number }[]>(sqlText`update wallet_purchase set status = ${status}, settled_at = ${at} where id = ${row.id} and status = 'pending' returning id`);
      if (closed.length === 0 || !row.coupon_code) return;
      const operationId = await beginOperation(sql, row.user_id, 'coupon_return', `coupon-return:${row.public_id}`, at);
      if (operationId === null) return;
      await credit(sql, { userId: row.user_id, operationId, asset: 'coupon', amount: 1, at, reason: 'coupon_return', reference: row.coupon_code });
    });
  }

  /** Applies what the provider says about a pending purchase; returns the purchase as it now stands. */
  async function apply(row: PurchaseRow, charge: ProviderCharge, at: Date): Promise<PurchaseView> {
    if (charge.status === 'succeeded') await settle(row, charge, at);
    else if (charge.status === 'failed') await close(row, charge.failureCode === 'expired' ? 'expired' : 'declined', at);
    return toView((await rowByPublicId(row.user_id, row.public_id))!);
  }

  /** Keeps the provider's charge id (the token is spent: dropped), its method, card digits and instructions. */
  async function record(row: PurchaseRow, charge: ProviderCharge): Promise<void> {
    const instructions = charge.instructions ?? null;
    await orm.em
      .fork()
      .execute(`update wallet_purchase set provider_payment_id = ?, payment_token = null, payment_method = ?, card_last4 = coalesce(?, card_last4), payment_instructions = ? where id = ?`, [
        charge.chargeId,
        charge.method,
        charge.cardLast4 ?? null,
        instructions && JSON.stringify(instructions),
        row.id,
      ]);
    Object.assign(row, { provider_payment_id: charge.chargeId, payment_token: null, payment_method: charge.method, card_last4: charge.cardLast4 ?? row.card_last4, payment_instructions: instructions });
  }

  /**
   * Charges the purchase's token, or asks again with the same idempotency key (the provider then answers
   * with the charge it already made). Past the confirmation timeout: ProviderTimeoutError. Only the
   * provider's call: an error here means no charge (or an unknown one), never a failed booking.
   */
  async function charge(payments: PaymentProvider, row: PurchaseRow, token: string): Promise<ProviderCharge> {
    return withTimeout(confirmTimeoutMs, (signal) =>
      payments.createCharge(
        { token, amountYen: row.price_yen, description: productName(row.product, row.paid_coins), idempotencyKey: `purchase:${row.public_id}`, returnPath: coinPurchasePath({ purchase: row.public_id }) },
        { signal },
      ),
    );
  }

  /**
   * A purchase whose charge answer never came: asked again with its token and key. Still no answer, or
   * the provider does not know it: it stays pending; `final` (an orphan, long after) closes it as failed
   * unless the provider now answers.
   */
  async function replay(payments: PaymentProvider, row: PurchaseRow, at: Date, final = false): Promise<PurchaseView> {
    let made: ProviderCharge;
    try {
      made = await charge(payments, row, row.payment_token!);
    } catch (error) {
      if (final && !(error instanceof ProviderTimeoutError)) {
        await close(row, 'failed', at);
        return toView((await rowByPublicId(row.user_id, row.public_id))!);
      }
      return toView(row);
    }
    try {
      await record(row, made);
      return await apply(row, made, at);
    } catch {
      // Charged, but the booking failed (a lost database connection): still pending, booked at the next try.
      return toView(row);
    }
  }

  /**
   * Reads a pending purchase's payment from the provider and books the outcome (a poll after a
   * timeout, a replayed confirmation). Settled purchases are returned as they are.
   */
  async function refresh(userId: number, publicId: string, at = now()): Promise<PurchaseView> {
    const row = await rowByPublicId(userId, publicId);
    if (!row) throw new WalletError('purchase-not-found');
    if (row.status !== 'pending') return toView(row);
    const payments = requireProvider();
    if (!row.provider_payment_id) return row.payment_token ? replay(payments, row, at) : toView(row);
    const found = await payments.retrieveCharge(row.provider_payment_id);
    // Unknown (a restarted sandbox, another process's sandbox) or still pending: nothing is booked.
    if (!found || found.status === 'pending') return toView(row);
    return apply(row, found, at);
  }

  function requireProvider(): PaymentProvider {
    if (!provider) throw new WalletError('payments-unavailable');
    return provider;
  }

  return {
    /** 'sandbox' shows the test-card hint on /point/; null when no provider is configured. */
    providerName: provider?.name ?? null,
    /** The provider's own payment-details frame that /point/ embeds; null without a provider. */
    checkout: provider?.checkout ?? null,
    usableCoupons,

    /**
     * Starts a purchase and charges the provider's token. Paid: credited. Declined: nothing credited and
     * the coupon given back. Konbini or carrier: pending with the provider's instructions. No answer in
     * time: pending, settled later by `refresh` (asking again with the same idempotency key).
     */
    async purchase(userId: number, request: PurchaseRequest, at = now()): Promise<PurchaseView> {
      const payments = requireProvider();
      // Card testing: after a few declines in a row of time, the member waits before trying more cards.
      const [declines] = await orm.em
        .fork()
        .execute<{ n: number }[]>(`select count(*)::int as n from wallet_purchase where user_id = ? and status = 'declined' and created_at > ?`, [userId, new Date(at.getTime() - DECLINE_WINDOW_MS)]);
      if (declines!.n >= MAX_DECLINES) throw new WalletError('too-many-declines', { retryAfterSeconds: DECLINE_WINDOW_MS / 1000 });
      const couponCode = request.couponCode || null;
      const price = await priceOf(request.product, couponCode, at);
      const publicId = randomUUID();

      const { row, created } = await transaction(async (sql) => {
        await lockAccount(sql, userId, at);
        const [existing] = await sql.execute<PurchaseRow[]>(sqlText`select ${sqlTrusted(COLUMNS)} from wallet_purchase where user_id = ${userId} and request_id = ${request.requestId}`);
        if (existing) {
          if (existing.product !== request.product || existing.coupon_code !== couponCode) throw new WalletError('purchase-request-mismatch');
          return { row: existing, created: false };
        }
        if (price.coupon) {
          const uses = (await usesByCode(userId, sql)).get(price.coupon.couponCode) ?? 0;
          if (uses >= price.coupon.quantity) throw new WalletError('coupon-used-up');
          const operationId = (await beginOperation(sql, userId, 'coupon_use', `coupon-use:${publicId}`, at))!;
          const held = await debitAccount(sql, { userId, operationId, asset: 'coupon', amount: 1, at, reason: 'coupon_use', reference: price.coupon.couponCode });
          if (!held) throw new WalletError('coupon-not-held');
        }
        const [inserted] = await sql.execute<PurchaseRow[]>(
          sqlText`insert into wallet_purchase (public_id, user_id, request_id, kind, product, price_yen, paid_coins, bonus_coins, coupon_code, coupon_bonus_coins,
                                        premium_tickets, provider, status, payment_token, created_at)
           values (${publicId}, ${userId}, ${request.requestId}, ${price.kind}, ${request.product}, ${price.priceYen}, ${price.paidCoins}, ${price.bonusCoins}, ${couponCode},
                   ${price.couponBonus}, ${price.premiumTickets}, ${payments.name}, 'pending', ${request.token}, ${at}) returning ${sqlTrusted(COLUMNS)}`,
        );
        return { row: inserted!, created: true };
      });
      // A double submit: the first request goes on with its payment; this one reports where it stands.
      if (!created) return row.status === 'pending' && row.provider_payment_id ? refresh(userId, row.public_id, at) : toView(row);

      let made: ProviderCharge;
      try {
        made = await charge(payments, row, request.token);
      } catch (error) {
        // No answer in time: the charge may exist; the same key finds it later. Any other error means
        // the provider refused the request and charged nothing.
        if (error instanceof ProviderTimeoutError) return toView(row);
        await close(row, 'failed', at);
        if (error instanceof PaymentTokenError) throw new WalletError('payment-token-invalid');
        throw new WalletError('payment-failed');
      }
      // The provider has charged: a database failure from here on (503) leaves the purchase pending, and
      // the settle job (or the member's retry) books it with the same idempotency key, never closes it.
      await record(row, made);
      return apply(row, made, at);
    },

    refresh,

    /** The member's own purchase (the receipt), or null. */
    async receipt(userId: number, publicId: string): Promise<PurchaseView | null> {
      if (!/^[0-9a-f-]{36}$/i.test(publicId)) return null;
      const row = await rowByPublicId(userId, publicId);
      return row ? toView(row) : null;
    },

    /**
     * What the provider's webhook calls: the purchase of this provider charge id is read again from
     * the provider (never from the webhook's own body) and booked. Null when no purchase has that id.
     */
    async settleByPaymentId(paymentId: string, at = now()): Promise<PurchaseView | null> {
      const [row] = await orm.em.fork().execute<PurchaseRow[]>(`select ${COLUMNS} from wallet_purchase where provider_payment_id = ? limit 1`, [paymentId]);
      return row ? refresh(row.user_id, row.public_id, at) : null;
    },

    /** Settles every purchase left pending for longer than `olderThanMs` (a periodic job). */
    async settlePending(olderThanMs = 60_000, at = now(), options: { userIds?: number[] } = {}): Promise<number> {
      const scope = options.userIds ? `{${options.userIds.map((id) => Math.trunc(id)).join(',')}}` : null;
      const rows = await orm.em.fork().execute<PurchaseRow[]>(
        `select ${COLUMNS} from wallet_purchase
          where status = 'pending' and created_at < ? and (provider_payment_id is not null or payment_token is not null) and (?::int[] is null or user_id = any(?::int[]))
          order by created_at limit 500`,
        [new Date(at.getTime() - olderThanMs), scope, scope],
      );
      // A purchase whose charge is still unknown long after (the process stopped in between, or the
      // provider never knew it) is asked for once more and otherwise closed, coupon returned; only long
      // after, so that a slow createCharge still in flight is never closed under it.
      const orphans = await orm.em.fork().execute<PurchaseRow[]>(
        `select ${COLUMNS} from wallet_purchase
          where status = 'pending' and created_at < ? and provider_payment_id is null and (?::int[] is null or user_id = any(?::int[])) limit 500`,
        [new Date(at.getTime() - Math.max(olderThanMs, ORPHAN_AFTER_MS)), scope, scope],
      );
      // Each asks the provider, so a few at a time: one slow or unknown charge must not hold the rest up.
      const closedOrphans = await eachConcurrently(orphans, SETTLE_CONCURRENCY, async (row) => {
        const view = row.payment_token && provider ? await replay(provider, row, at, true) : (await close(row, 'failed', at), { status: 'failed' });
        return view.status !== 'pending';
      });
      const handled = new Set(orphans.map((row) => row.id));
      const refreshed = await eachConcurrently(
        rows.filter((row) => !handled.has(row.id)),
        SETTLE_CONCURRENCY,
        async (row) => (await refresh(row.user_id, row.public_id, at)).status !== 'pending',
      );
      return [...closedOrphans, ...refreshed].filter(Boolean).length;
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
