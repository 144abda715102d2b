import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { walletErrorMapping } from '../http/wallet-error-mapping.ts';
import { reconcileWallet } from '../reconcile.ts';
import { insertMember } from '../wallet-test-helpers.ts';
import { createPurchaseService } from './purchase-service.ts';
import { createSandboxProvider, SANDBOX_CARDS } from './sandbox/sandbox-provider.ts';
import { cardToken, methodToken } from './sandbox/test-tokens.ts';

const { orm, services } = await createTestApp();
const wallet = services.wallet;
/**
 * The sandbox's clock: its timeout card answers once this passes its `answerDelayMs` (tests move it instead of
 * waiting; the shop's confirm timeout still runs on real time, but the answer the shop sees never depends on it).
 */
let answerClock = Date.now();
const provider = createSandboxProvider({ answerDelayMs: 200, now: () => answerClock });
const purchases = createPurchaseService(orm, wallet, { coupons: services.coupons, provider, confirmTimeoutMs: 30 });
/** A token for a test card, as the provider's frame makes one in the browser. */
const card = (number: string) => cardToken(provider, number);
/** A refusal as the API answers it (status and message come from the wallet's error mapping). */
const answered = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    throw walletErrorMapping.toApiError(error) ?? error;
  });
const chargeIdOf = async (purchaseId: string) =>
  (await orm.em.fork().execute<{ id: string }[]>('select provider_payment_id as id from wallet_purchase where public_id = ?', [purchaseId]))[0]!.id;
const creditsOf = async (chargeId: string) =>
  (await orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from wallet_operation where idempotency_key = ?', [`purchase:${chargeId}`]))[0]!.n;

const charge = (token: string, idempotencyKey: string, amountYen = 500) => provider.createCharge({ token, amountYen, description: '500コイン', idempotencyKey, returnPath: '/point/' });

describe('the sandbox provider', () => {
  it('returns the same charge for the same idempotency key and answers each test card as documented', async () => {
    const a = await charge(card(SANDBOX_CARDS.success), 'k-1');
    expect(a).toMatchObject({ status: 'succeeded', method: 'card', cardLast4: '4242', amountYen: 500 });
    // Charging again with the same key changes nothing, even with another card's token.
    expect(await charge(card(SANDBOX_CARDS.decline), 'k-1')).toEqual(a);
    expect(await charge(card(SANDBOX_CARDS.decline), 'k-2')).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(await charge(card('5555555555554444'), 'k-3')).toMatchObject({ status: 'failed', failureCode: 'test_card_required' });
    // The timeout card: the caller stops waiting (aborts) before the answer's time; the charge is pending until then.
    const controller = new AbortController();
    const answer = provider.createCharge({ token: card(SANDBOX_CARDS.timeout), amountYen: 500, description: '500コイン', idempotencyKey: 'k-4', returnPath: '/point/' }, { signal: controller.signal });
    controller.abort();
    const slow = await answer;
    expect(slow.status).toBe('pending');
    answerClock += 199;
    expect((await provider.retrieveCharge(slow.chargeId))!.status).toBe('pending');
    answerClock += 1;
    expect((await provider.retrieveCharge(slow.chargeId))!.status).toBe('succeeded');
    // A caller that gave up before asking does not wait either: the answer comes before the next turn of the event loop.
    const gaveUp = provider.createCharge({ token: card(SANDBOX_CARDS.timeout), amountYen: 500, description: '500コイン', idempotencyKey: 'k-4b', returnPath: '/point/' }, { signal: AbortSignal.abort() });
    const nextTurn = new Promise<'still waiting'>((resolve) => setImmediate(() => resolve('still waiting')));
    expect(await Promise.race([gaveUp, nextTurn])).toMatchObject({ status: 'pending' });
  });

  it('takes each token once, and only its own tokens', async () => {
    const token = card(SANDBOX_CARDS.success);
    expect((await charge(token, 'k-5')).status).toBe('succeeded');
    await expect(charge(token, 'k-6')).rejects.toMatchObject({ code: 'token_used' });
    await expect(charge('tok_made_up_by_someone', 'k-7')).rejects.toMatchObject({ code: 'token_invalid' });
    let clock = Date.now();
    const aging = createSandboxProvider({ now: () => clock });
    const old = cardToken(aging, SANDBOX_CARDS.success);
    clock += 31 * 60_000;
    await expect(aging.createCharge({ token: old, amountYen: 120, description: 'x', idempotencyKey: 'k-8', returnPath: '/' })).rejects.toMatchObject({ code: 'token_expired' });
  });

  it('checks cards on its own side (Luhn, expiry, security code) and never hands the number back', () => {
    const refused = provider.tokenise({ method: 'card', number: '4242 4242 4242 4241', expMonth: 13, expYear: 1999, cvc: '12' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors.map((e) => e.param)).toEqual(['card.number', 'card.exp_month', 'card.exp_year', 'card.cvc']);
    const made = provider.tokenise({ method: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2039, cvc: '123' });
    expect(made.ok && made.token).toMatchObject({ id: expect.stringMatching(/^tok_[0-9a-f]{32}$/), method: 'card', card: { brand: 'Visa', last4: '4242' } });
    expect(JSON.stringify(made)).not.toContain('4242424242424242');
  });

  it('leaves konbini and carrier charges pending with the member\'s instructions until paid, cancelled or expired', async () => {
    let clock = Date.now();
    const sandbox = createSandboxProvider({ now: () => clock });
    const make = (token: string, key: string) => sandbox.createCharge({ token, amountYen: 1000, description: '1,000コイン', idempotencyKey: key, returnPath: '/point/?purchase=x' });
    const konbini = await make(methodToken(sandbox, { method: 'konbini', store: 'lawson' }), 'k-k1');
    expect(konbini).toMatchObject({ status: 'pending', method: 'konbini', instructions: { type: 'konbini', store: 'lawson', paymentCode: expect.stringMatching(/^\d{11,12}$/) } });
    expect(new Date((konbini.instructions as { expiresAt: string }).expiresAt).getTime() - clock).toBe(3 * 86_400_000);
    expect(sandbox.completePending(konbini.chargeId, 'paid')!.charge.status).toBe('succeeded');
    expect(sandbox.completePending(konbini.chargeId, 'cancelled')!.charge.status).toBe('succeeded');

    const carrier = await make(methodToken(sandbox, { method: 'carrier', carrier: 'docomo' }), 'k-c1');
    expect(carrier).toMatchObject({ status: 'pending', method: 'carrier', instructions: { type: 'redirect', carrier: 'docomo', url: `/api/sandbox-pay/v1/carrier/${carrier.chargeId}/` } });
    expect(sandbox.completePending(carrier.chargeId, 'cancelled')).toMatchObject({ charge: { status: 'failed', failureCode: 'cancelled' }, returnPath: '/point/?purchase=x' });

    const unpaid = await make(methodToken(sandbox, { method: 'konbini', store: 'seven_eleven' }), 'k-k2');
    clock += 3 * 86_400_000;
    expect(await sandbox.retrieveCharge(unpaid.chargeId)).toMatchObject({ status: 'failed', failureCode: 'expired' });
    expect(sandbox.completePending(unpaid.chargeId, 'paid')!.charge.status).toBe('failed');
    expect(sandbox.tokenise({ method: 'konbini', store: 'nowhere' }).ok).toBe(false);
  });
});

describe('purchase service', () => {
  it('settles timed-out purchases in the background job once, even with concurrent refreshes', async () => {
    const userId = await insertMember(orm);
    const pending = await purchases.purchase(userId, { requestId: randomUUID(), product: 'coin_3000', token: card(SANDBOX_CARDS.timeout) });
    expect(pending.status).toBe('pending');
    answerClock += 200;
    const [settled, ...views] = await Promise.all([purchases.settlePending(0, undefined, { userIds: [userId] }), ...Array.from({ length: 10 }, () => purchases.refresh(userId, pending.id))]);
    expect(settled).toBeLessThanOrEqual(1);
    expect(views.every((v) => v.status === 'paid')).toBe(true);
    expect(await wallet.balancesOf(userId)).toMatchObject({ userPaidCoin: 3000, userBonusCoin: 150 });
    expect(await purchases.settlePending(0, undefined, { userIds: [userId] })).toBe(0);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [userId] })).toEqual([]);
  });

  it('leaves a purchase the provider does not know pending, crediting nothing', async () => {
    const userId = await insertMember(orm);
    const forgetful = createSandboxProvider({ answerDelayMs: 200, now: () => answerClock });
    const first = createPurchaseService(orm, wallet, { coupons: services.coupons, provider: forgetful, confirmTimeoutMs: 30 });
    const pending = await first.purchase(userId, { requestId: randomUUID(), product: 'coin_120', token: cardToken(forgetful, SANDBOX_CARDS.timeout) });
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
      provider: { ...provider, name: 'sandbox', createCharge: async () => { throw new Error('provider down'); } },
    });
    const em = orm.em.fork();
    const [campaign] = await em.execute<{ coupon_code: string }[]>(
      `insert into coupon_campaign (coupon_code, coupon_name, description, additional_coin_rate, starts_at, ends_at)
       values (?, 'テスト', 'テスト', 10, now() - interval '1 day', now() + interval '1 day') returning coupon_code`,
      [`PS${randomUUID().slice(0, 8).toUpperCase()}`],
    );
    await expect(answered(failing.purchase(userId, { requestId: randomUUID(), product: 'coin_500', couponCode: campaign!.coupon_code, token: card(SANDBOX_CARDS.success) }))).rejects.toMatchObject({ status: 503 });
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

  it('keeps a konbini purchase pending with its payment code, and credits it once when paid at the store', async () => {
    const userId = await insertMember(orm);
    const view = await purchases.purchase(userId, { requestId: randomUUID(), product: 'coin_1000', token: methodToken(provider, { method: 'konbini', store: 'family_mart' }) });
    expect(view).toMatchObject({ status: 'pending', paymentMethod: 'konbini', cardLast4: null, instructions: { type: 'konbini', store: 'family_mart', paymentCode: expect.stringMatching(/^\d+$/) } });
    expect(await purchases.settlePending(0, undefined, { userIds: [userId] })).toBe(0);
    expect((await wallet.balancesOf(userId)).userCoin).toBe(0);
    const chargeId = await chargeIdOf(view.id);
    provider.completePending(chargeId, 'paid');
    const [settled, ...views] = await Promise.all([purchases.settlePending(0, undefined, { userIds: [userId] }), ...Array.from({ length: 10 }, () => purchases.refresh(userId, view.id))]);
    expect(settled).toBeLessThanOrEqual(1);
    expect(views.every((v) => v.status === 'paid' && v.instructions === null)).toBe(true);
    expect(await wallet.balancesOf(userId)).toMatchObject({ userPaidCoin: 1000, userBonusCoin: 30 });
    expect(await creditsOf(chargeId)).toBe(1);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [userId] })).toEqual([]);
  });

  it('expires a konbini purchase not paid by its deadline, giving the coupon back and crediting nothing', async () => {
    const userId = await insertMember(orm);
    await wallet.grantCoupons(userId, 1, { reason: 'test', reference: 'test' });
    let clock = Date.now();
    const sandbox = createSandboxProvider({ now: () => clock });
    const shop = createPurchaseService(orm, wallet, { coupons: services.coupons, provider: sandbox, confirmTimeoutMs: 200 });
    const [campaign] = await orm.em.fork().execute<{ coupon_code: string }[]>(
      `insert into coupon_campaign (coupon_code, coupon_name, description, additional_coin_rate, starts_at, ends_at)
       values (?, 'テスト', 'テスト', 10, now() - interval '1 day', now() + interval '1 day') returning coupon_code`,
      [`PK${randomUUID().slice(0, 8).toUpperCase()}`],
    );
    const view = await shop.purchase(userId, { requestId: randomUUID(), product: 'coin_500', couponCode: campaign!.coupon_code, token: methodToken(sandbox, { method: 'konbini', store: 'lawson' }) });
    expect(view.status).toBe('pending');
    expect((await wallet.balancesOf(userId)).userCoupon).toBe(0);
    clock += 3 * 86_400_000 + 1000;
    expect(await shop.settlePending(0, undefined, { userIds: [userId] })).toBe(1);
    expect(await shop.receipt(userId, view.id)).toMatchObject({ status: 'expired', instructions: null });
    expect(await wallet.balancesOf(userId)).toMatchObject({ userCoin: 0, userCoupon: 1 });
    expect(await shop.settlePending(0, undefined, { userIds: [userId] })).toBe(0);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [userId] })).toEqual([]);
  });

  it('sends a carrier payment to the carrier\'s page and books it once the member approves there', async () => {
    const userId = await insertMember(orm);
    const view = await purchases.purchase(userId, { requestId: randomUUID(), product: 'premium_monthly', token: methodToken(provider, { method: 'carrier', carrier: 'au' }) });
    expect(view).toMatchObject({ status: 'pending', paymentMethod: 'carrier', instructions: { type: 'redirect', carrier: 'au', url: expect.stringMatching(/^\/api\/sandbox-pay\/v1\/carrier\/ch_/) } });
    expect((await purchases.refresh(userId, view.id)).status).toBe('pending');
    const approved = provider.completePending(await chargeIdOf(view.id), 'paid');
    expect(approved!.returnPath).toBe(`/point/?purchase=${view.id}`);
    expect((await purchases.refresh(userId, view.id)).status).toBe('paid');
    expect(await wallet.balancesOf(userId)).toMatchObject({ userPremium: true, premiumUserTicketRemained: 5 });
  });

  it('has no purchases without a provider (503), and finds only the member\'s own receipts', async () => {
    const userId = await insertMember(orm);
    const none = createPurchaseService(orm, wallet, { coupons: services.coupons, provider: null });
    await expect(answered(none.purchase(userId, { requestId: randomUUID(), product: 'coin_120', token: card(SANDBOX_CARDS.success) }))).rejects.toMatchObject({ status: 503 });
    const paid = await purchases.purchase(userId, { requestId: randomUUID(), product: 'coin_120', token: card(SANDBOX_CARDS.success) });
    expect(await purchases.receipt(userId, paid.id)).toMatchObject({ status: 'paid', paidCoins: 120 });
    expect(await purchases.receipt(await insertMember(orm), paid.id)).toBeNull();
    expect(await purchases.receipt(userId, 'not-an-id')).toBeNull();
  });
});
