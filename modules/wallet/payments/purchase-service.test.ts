import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../src/server/testing/test-app.ts';
import { walletErrorMapping } from '../http/wallet-error-mapping.ts';
import { reconcileWallet } from '../reconcile.ts';
import { insertMember } from '../wallet-test-helpers.ts';
import { createPurchaseService } from './purchase-service.ts';
import { createSandboxProvider, SANDBOX_CARDS } from './sandbox-provider.ts';

const { orm, services } = await createTestApp();
const wallet = services.wallet;
const provider = createSandboxProvider({ answerDelayMs: 200 });
const purchases = createPurchaseService(orm, wallet, { coupons: services.coupons, provider, confirmTimeoutMs: 30 });
const card = (number: string) => ({ number, expMonth: 12, expYear: 2039, cvc: '123' });
/** A refusal as the API answers it (status and message come from the wallet's error mapping). */
const answered = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    throw walletErrorMapping.toApiError(error) ?? error;
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the sandbox provider', () => {
  it('returns the same payment for the same idempotency key and answers each test card as documented', async () => {
    const a = await provider.createPayment({ amountYen: 500, description: '500コイン', idempotencyKey: 'k-1' });
    expect(await provider.createPayment({ amountYen: 500, description: '500コイン', idempotencyKey: 'k-1' })).toEqual(a);
    expect((await provider.confirmPayment(a.paymentId, card(SANDBOX_CARDS.success))).status).toBe('succeeded');
    // Confirming again changes nothing, even with another card.
    expect((await provider.confirmPayment(a.paymentId, card(SANDBOX_CARDS.decline))).status).toBe('succeeded');
    const b = await provider.createPayment({ amountYen: 500, description: '500コイン', idempotencyKey: 'k-2' });
    expect(await provider.confirmPayment(b.paymentId, card(SANDBOX_CARDS.decline))).toMatchObject({ status: 'declined', declineCode: 'card_declined' });
    const c = await provider.createPayment({ amountYen: 500, description: '500コイン', idempotencyKey: 'k-3' });
    expect(await provider.confirmPayment(c.paymentId, card('5555555555554444'))).toMatchObject({ status: 'declined', declineCode: 'test_card_required' });
    const d = await provider.createPayment({ amountYen: 500, description: '500コイン', idempotencyKey: 'k-4' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    expect((await provider.confirmPayment(d.paymentId, card(SANDBOX_CARDS.timeout), { signal: controller.signal })).status).toBe('processing');
    await sleep(220);
    expect((await provider.getPayment(d.paymentId))!.status).toBe('succeeded');
  });
});

describe('purchase service', () => {
  it('settles timed-out purchases in the background job once, even with concurrent refreshes', async () => {
    const userId = await insertMember(orm);
    const pending = await purchases.purchase(userId, { requestId: randomUUID(), product: 'coin_3000', card: card(SANDBOX_CARDS.timeout) });
    expect(pending.status).toBe('pending');
    await sleep(230);
    const [settled, ...views] = await Promise.all([purchases.settlePending(0, undefined, { userIds: [userId] }), ...Array.from({ length: 10 }, () => purchases.refresh(userId, pending.id))]);
    expect(settled).toBeLessThanOrEqual(1);
    expect(views.every((v) => v.status === 'paid')).toBe(true);
    expect(await wallet.balancesOf(userId)).toMatchObject({ userPaidCoin: 3000, userBonusCoin: 150 });
    expect(await purchases.settlePending(0, undefined, { userIds: [userId] })).toBe(0);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [userId] })).toEqual([]);
  });

  it('leaves a purchase the provider does not know pending, crediting nothing', async () => {
    const userId = await insertMember(orm);
    const forgetful = createSandboxProvider({ answerDelayMs: 200 });
    const first = createPurchaseService(orm, wallet, { coupons: services.coupons, provider: forgetful, confirmTimeoutMs: 30 });
    const pending = await first.purchase(userId, { requestId: randomUUID(), product: 'coin_120', card: card(SANDBOX_CARDS.timeout) });
    // A restarted sandbox has forgotten its payments.
    const restarted = createPurchaseService(orm, wallet, { coupons: services.coupons, provider: createSandboxProvider(), confirmTimeoutMs: 30 });
    expect((await restarted.refresh(userId, pending.id)).status).toBe('pending');
    expect(await restarted.settlePending(0, undefined, { userIds: [userId] })).toBe(0);
    expect((await wallet.balancesOf(userId)).userCoin).toBe(0);
  });

  it('closes a purchase whose payment was never created, giving its coupon back', async () => {
    const userId = await insertMember(orm);
    await wallet.grantCoupons(userId, 1, { reason: 'test', reference: 'test' });
    const failing = createPurchaseService(orm, wallet, {
      coupons: services.coupons,
      provider: { ...provider, name: 'sandbox', createPayment: async () => { throw new Error('provider down'); } },
    });
    const em = orm.em.fork();
    const [campaign] = await em.execute<{ coupon_code: string }[]>(
      `insert into coupon_campaign (coupon_code, coupon_name, description, additional_coin_rate, starts_at, ends_at)
       values (?, 'テスト', 'テスト', 10, now() - interval '1 day', now() + interval '1 day') returning coupon_code`,
      [`PS${randomUUID().slice(0, 8).toUpperCase()}`],
    );
    await expect(answered(failing.purchase(userId, { requestId: randomUUID(), product: 'coin_500', couponCode: campaign!.coupon_code, card: card(SANDBOX_CARDS.success) }))).rejects.toMatchObject({ status: 503 });
    expect((await wallet.balancesOf(userId)).userCoupon).toBe(1);
    // A row left pending without a payment (the process stopped before creating it) is closed by the
    // job, but only after 10 minutes: a slow createPayment may still be on its way before that.
    const orphan = (minutes: number) =>
      em.execute(
        `insert into wallet_purchase (public_id, user_id, request_id, kind, product, price_yen, paid_coins, provider, status, created_at)
         values (?, ?, ?, 'coin', 'coin_120', 120, 120, 'sandbox', 'pending', now() - make_interval(mins => ?))`,
        [randomUUID(), userId, randomUUID(), minutes],
      );
    await orphan(2);
    expect(await purchases.settlePending(60_000, undefined, { userIds: [userId] })).toBe(0);
    await orphan(11);
    expect(await purchases.settlePending(60_000, undefined, { userIds: [userId] })).toBe(1);
    await em.execute(`update wallet_purchase set created_at = now() - interval '11 minutes' where user_id = ? and status = 'pending'`, [userId]);
    expect(await purchases.settlePending(60_000, undefined, { userIds: [userId] })).toBe(1);
    const [row] = await em.execute<{ n: number }[]>(`select count(*)::int as n from wallet_purchase where user_id = ? and status = 'pending'`, [userId]);
    expect(row!.n).toBe(0);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [userId] })).toEqual([]);
  });

  it('has no purchases without a provider (503), and finds only the member\'s own receipts', async () => {
    const userId = await insertMember(orm);
    const none = createPurchaseService(orm, wallet, { coupons: services.coupons, provider: null });
    await expect(answered(none.purchase(userId, { requestId: randomUUID(), product: 'coin_120', card: card(SANDBOX_CARDS.success) }))).rejects.toMatchObject({ status: 503 });
    const paid = await purchases.purchase(userId, { requestId: randomUUID(), product: 'coin_120', card: card(SANDBOX_CARDS.success) });
    expect(await purchases.receipt(userId, paid.id)).toMatchObject({ status: 'paid', paidCoins: 120 });
    expect(await purchases.receipt(await insertMember(orm), paid.id)).toBeNull();
    expect(await purchases.receipt(userId, 'not-an-id')).toBeNull();
  });
});
