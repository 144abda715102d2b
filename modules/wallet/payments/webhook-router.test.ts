import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '#platform/http/create-api.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { walletErrorMapping } from '../http/wallet-error-mapping.ts';
import { reconcileWallet } from '../reconcile.ts';
import { insertMember } from '../wallet-test-helpers.ts';
import { createPurchaseService } from './purchase-service.ts';
import { createSandboxProvider, SANDBOX_CARDS } from './sandbox/sandbox-provider.ts';
import { cardToken } from './sandbox/test-tokens.ts';
import { PAYMENT_WEBHOOK_PATH, paymentWebhookRouter } from './webhook-router.ts';
import { signWebhook, verifyWebhook } from './webhook-signature.ts';

const SECRET = 'whsec_test_0123456789';
// The whole app reads the secret when it is built (platform/config.ts).
vi.stubEnv('PAYMENT_WEBHOOK_SECRET', SECRET);
const { app: wholeApp, orm, services } = await createTestApp();
afterAll(() => vi.unstubAllEnvs());
const wallet = services.wallet;
/** The sandbox's clock: its slow card answers once the test moves this past `answerDelayMs` (no real wait). */
let answerClock = Date.now();
const provider = createSandboxProvider({ answerDelayMs: 150, now: () => answerClock });
const purchases = createPurchaseService(orm, wallet, { coupons: services.coupons, provider, confirmTimeoutMs: 20 });
/** Mounted as src/server/api.ts does: on the API app with its error handler. */
const mount = (secret: string | undefined) => createApi({ domainErrors: [walletErrorMapping] }).route('/', paymentWebhookRouter({ purchases, secret, provider }));
const app = mount(SECRET);

function deliver(event: unknown, options: { secret?: string; atSeconds?: number; signature?: string } = {}) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = options.signature ?? signWebhook(options.secret ?? SECRET, body, options.atSeconds);
  return app.request(`http://localhost${PAYMENT_WEBHOOK_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Yomiba-Signature': signature }, body });
}

/** A member's coin purchase left pending by the sandbox's slow card, and its provider payment id. */
async function pendingPurchase() {
  const userId = await insertMember(orm);
  const view = await purchases.purchase(userId, { requestId: randomUUID(), product: 'coin_1000', token: cardToken(provider, SANDBOX_CARDS.timeout) });
  expect(view.status).toBe('pending');
  // The charge's answer did not come in time; asking again with the same key tells its id.
  await purchases.refresh(userId, view.id);
  const [row] = await orm.em.fork().execute<{ provider_payment_id: string }[]>('select provider_payment_id from wallet_purchase where public_id = ?', [view.id]);
  return { userId, purchaseId: view.id, paymentId: row!.provider_payment_id };
}

describe('webhook signatures', () => {
  it('accepts its own signature and refuses a missing, malformed, stale or altered one', () => {
    const now = 1_800_000_000;
    const signed = signWebhook(SECRET, '{"a":1}', now);
    expect(verifyWebhook(SECRET, '{"a":1}', signed, now + 10)).toEqual({ ok: true });
    expect(verifyWebhook(SECRET, '{"a":1}', undefined, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyWebhook(SECRET, '{"a":1}', 't=abc,v1=zz', now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyWebhook(SECRET, '{"a":1}', signed, now + 301)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWebhook(SECRET, '{"a":2}', signed, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook('another-secret', '{"a":1}', signed, now)).toEqual({ ok: false, reason: 'mismatch' });
  });
});

describe(`POST ${PAYMENT_WEBHOOK_PATH}`, () => {
  it('books a pending purchase from the provider once, however often the event is delivered', async () => {
    const { userId, purchaseId, paymentId } = await pendingPurchase();
    answerClock += 150;
    const event = { id: `evt_${randomUUID()}`, type: 'payment.succeeded', data: { payment_id: paymentId } };
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await answers[0]!.json()).toMatchObject({ success: true, purchase: { id: purchaseId, status: 'paid' } });
    expect(await wallet.balancesOf(userId)).toMatchObject({ userPaidCoin: 1000 });
    expect((await deliver(event)).status).toBe(200);
    expect(await wallet.balancesOf(userId)).toMatchObject({ userPaidCoin: 1000 });
    expect(await reconcileWallet(orm.em.fork(), { userIds: [userId] })).toEqual([]);
  });

  it('trusts the provider, not the event: a "succeeded" event for a payment still processing books nothing', async () => {
    const { userId, paymentId } = await pendingPurchase();
    const answer = await deliver({ id: 'evt_early', type: 'payment.succeeded', data: { payment_id: paymentId } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ purchase: { status: 'pending' } });
    expect((await wallet.balancesOf(userId)).userCoin).toBe(0);
  });

  it('refuses bad signatures and bad events with 400, changing nothing', async () => {
    const { userId, paymentId } = await pendingPurchase();
    answerClock += 150;
    const event = { id: 'evt_x', type: 'payment.succeeded', data: { payment_id: paymentId } };
    expect((await deliver(event, { secret: 'wrong' })).status).toBe(400);
    expect((await deliver(event, { atSeconds: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    expect((await deliver(event, { signature: '' })).status).toBe(400);
    expect((await deliver('{not json')).status).toBe(400);
    const invalid = await deliver({ id: 'evt_y', type: 'payment.refunded', data: {} });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(expect.arrayContaining(['type', 'data.payment_id']));
    expect((await wallet.balancesOf(userId)).userCoin).toBe(0);
  });

  it('acknowledges an unknown payment, and is off (404) without a secret', async () => {
    const unknown = await deliver({ id: 'evt_z', type: 'payment.succeeded', data: { payment_id: 'sbx_unknown' } });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ success: true, purchase: null });
    const off = mount(undefined);
    const body = JSON.stringify({ id: 'e', type: 'payment.succeeded', data: { payment_id: 'x' } });
    const answer = await off.request(`http://localhost${PAYMENT_WEBHOOK_PATH}`, { method: 'POST', headers: { 'Yomiba-Signature': signWebhook(SECRET, body) }, body });
    expect(answer.status).toBe(404);
  });

  it('is reachable on the whole app without a session or CSRF token (the signature is the authentication)', async () => {
    const body = JSON.stringify({ id: 'evt_w', type: 'payment.succeeded', data: { payment_id: 'sbx_nothing' } });
    const answer = await wholeApp.request(`http://localhost${PAYMENT_WEBHOOK_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Yomiba-Signature': signWebhook(SECRET, body) }, body });
    expect(answer.status).toBe(200);
    const unsigned = await wholeApp.request(`http://localhost${PAYMENT_WEBHOOK_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(unsigned.status).toBe(400);
    // Every other payment API still needs the CSRF token.
    expect((await wholeApp.request('http://localhost/payment/api/v1/ticket_and_coin/consume/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(403);
  });
});
