import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { CouponAudience, CouponCampaign } from '#modules/campaigns/index.ts';
import { reconcileWallet } from '../reconcile.ts';
import { purchaseMessages } from './client.ts';
import { MAX_DECLINES } from './purchase-service.ts';
import { createSandboxProvider, SANDBOX_CARDS } from './sandbox/sandbox-provider.ts';
import { tokenThroughFrame } from './sandbox/test-tokens.ts';

// The server waits 60 ms for the provider. The sandbox's slow card answers only once the test moves the
// sandbox's clock past SLOW_ANSWER_MS (10 minutes of real time: a server that waited for it would time out).
const SLOW_ANSWER_MS = 10 * 60_000;
let answerClock = Date.now();
process.env.PAYMENT_CONFIRM_TIMEOUT_MS = '60';
const { app, orm, services } = await createTestApp({ paymentProvider: createSandboxProvider({ answerDelayMs: SLOW_ANSWER_MS, now: () => answerClock }) });
const wallet = services.wallet;

const PURCHASE = '/payment/api/v1/purchase/';
const members: number[] = [];

const request = (method: string, path: string, body?: unknown, cookie?: string, headers: Record<string, string> = csrfHeaders) =>
  app.request(`http://localhost${path}`, {
    method,
    headers: { ...headers, 'Content-Type': 'application/json', 'User-Agent': 'vitest/purchase', Cookie: [headers.Cookie, cookie].filter(Boolean).join('; ') },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function member(): Promise<{ cookie: string; userId: number }> {
  const { cookie, userId } = await signUpMember(app);
  members.push(userId);
  return { cookie, userId };
}

/** A single-use token for a test card, from the sandbox provider's own tokenise endpoint (the browser's step). */
const card = (number: string = SANDBOX_CARDS.success) => tokenThroughFrame(app, number);

/** `card` in the body names the test card; what is posted to the shop is its token. */
async function buy(cookie: string, { card: number, ...body }: Record<string, unknown>) {
  const token = await card(typeof number === 'string' ? number : SANDBOX_CARDS.success);
  const response = await request('POST', PURCHASE, { request_id: randomUUID(), token, ...body }, cookie);
  return { status: response.status, body: (await response.json()) as { success: boolean; message: { content: string }; data?: { purchase: { id: string; status: string; priceYen: number; paidCoins: number; bonusCoins: number; couponBonusCoins: number }; balances: Record<string, unknown> }; errors?: { path: string; message: string }[] } };
}

async function confirm(cookie: string, id: string) {
  const response = await request('POST', `${PURCHASE}${id}/confirm/`, {}, cookie);
  return { status: response.status, body: (await response.json()) as { data?: { purchase: { status: string } } } };
}

/** Ledger entries that credit this provider payment (the ledger's own count, not the API's word). */
async function creditsOf(paymentId: string): Promise<number> {
  const [row] = await orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from wallet_operation where idempotency_key = ?`, [`purchase:${paymentId}`]);
  return row!.n;
}

async function paymentIdOf(purchaseId: string): Promise<string> {
  const [row] = await orm.em.fork().execute<{ provider_payment_id: string }[]>('select provider_payment_id from wallet_purchase where public_id = ?', [purchaseId]);
  return row!.provider_payment_id;
}

async function couponCampaign(fields: Partial<{ additionalCoinRate: number; quantity: number; itemPriceWithoutCoupon: number | null; endsAt: Date }> = {}) {
  const em = orm.em.fork();
  const couponCode = `PT${randomUUID().slice(0, 8).toUpperCase()}`;
  em.create(CouponCampaign, {
    couponCode, couponName: 'テスト増量クーポン', description: 'テスト用', additionalCoinRate: fields.additionalCoinRate ?? 20, quantity: fields.quantity ?? 1, bonusQuantity: 0,
    itemPriceWithoutCoupon: fields.itemPriceWithoutCoupon ?? null, wideImageUrl: null, startsAt: new Date(Date.now() - 86_400_000), endsAt: fields.endsAt ?? new Date(Date.now() + 86_400_000),
    targetPathPrefix: '/', audience: CouponAudience.Everyone, priority: 0, recommendable: false,
  });
  await em.flush();
  return couponCode;
}

describe('POST /payment/api/v1/purchase/ (coin packs)', () => {
  it('credits paid coins and the pack bonus with the success card, and sets firstPaidDate once', async () => {
    const { cookie, userId } = await member();
    expect((await wallet.balancesOf(userId)).firstPaidDate).toBeNull();
    const first = await buy(cookie, { product: 'coin_1000' });
    expect(first.status).toBe(200);
    expect(first.body.message.content).toBe(purchaseMessages.paid);
    expect(first.body.data!.purchase).toMatchObject({ status: 'paid', priceYen: 1000, paidCoins: 1000, bonusCoins: 30, couponBonusCoins: 0 });
    expect(first.body.data!.balances).toMatchObject({ userCoin: 1030, userPaidCoin: 1000, userBonusCoin: 30 });
    const firstPaid = (await wallet.balancesOf(userId)).firstPaidDate;
    expect(firstPaid).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const second = await buy(cookie, { product: 'coin_120' });
    expect(second.status).toBe(200);
    const after = await wallet.balancesOf(userId);
    expect(after).toMatchObject({ userCoin: 1150, userPaidCoin: 1120, firstPaidDate: firstPaid });
    // The user view of initialize carries it too.
    const init = await (await request('GET', '/api/v1/initialize/', undefined, cookie)).json();
    expect(JSON.stringify(init)).toContain(firstPaid!);
  });

  it('charges and credits only the server\'s amounts whatever the client sends', async () => {
    const { cookie, userId } = await member();
    const tampered = await buy(cookie, { product: 'coin_500', price_yen: 1, priceYen: 1, paid_coins: 1_000_000, bonus_coins: 99_999, amount: 1 });
    expect(tampered.status).toBe(200);
    expect(tampered.body.data!.purchase).toMatchObject({ priceYen: 500, paidCoins: 500, bonusCoins: 10 });
    const [row] = await orm.em.fork().execute<{ amount: number }[]>(`select sum(amount)::int as amount from wallet_entry where user_id = ? and asset in ('paid_coin', 'bonus_coin')`, [userId]);
    expect(row!.amount).toBe(510);
    const receipt = await services.purchases.receipt(userId, tampered.body.data!.purchase.id);
    expect(receipt).toMatchObject({ priceYen: 500, paidCoins: 500 });
  });

  it('declines the decline card in Japanese and credits nothing', async () => {
    const { cookie, userId } = await member();
    const declined = await buy(cookie, { product: 'coin_3000', card: SANDBOX_CARDS.decline });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ success: false, message: { content: 'カードの決済ができませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。', label: 'modal' } });
    expect(await wallet.balancesOf(userId)).toMatchObject({ userCoin: 0, firstPaidDate: null });
    const [row] = await orm.em.fork().execute<{ status: string }[]>('select status from wallet_purchase where user_id = ?', [userId]);
    expect(row!.status).toBe('declined');
  });

  it('leaves a purchase pending when the provider times out, then settles it exactly once', async () => {
    const { cookie, userId } = await member();
    const pending = await buy(cookie, { product: 'coin_5000', card: SANDBOX_CARDS.timeout });
    expect(pending.status).toBe(202);
    expect(pending.body.message.content).toBe(purchaseMessages.pending);
    const id = pending.body.data!.purchase.id;
    expect(pending.body.data!.purchase.status).toBe('pending');
    expect((await wallet.balancesOf(userId)).userCoin).toBe(0);
    // Still processing at the provider: still pending, nothing credited.
    expect((await confirm(cookie, id)).status).toBe(202);
    expect((await wallet.balancesOf(userId)).userCoin).toBe(0);

    answerClock += SLOW_ANSWER_MS;
    const settled = await confirm(cookie, id);
    expect(settled.status).toBe(200);
    expect(settled.body.data!.purchase.status).toBe('paid');
    expect((await confirm(cookie, id)).status).toBe(200);
    expect(await wallet.balancesOf(userId)).toMatchObject({ userPaidCoin: 5000, userBonusCoin: 400 });
    expect(await creditsOf(await paymentIdOf(id))).toBe(1);
  });

  it('credits once under 25 concurrent confirmations of the same payment', async () => {
    const { cookie, userId } = await member();
    const pending = await buy(cookie, { product: 'coin_10000', card: SANDBOX_CARDS.timeout });
    const id = pending.body.data!.purchase.id;
    answerClock += SLOW_ANSWER_MS;
    const results = await Promise.all(Array.from({ length: 25 }, () => confirm(cookie, id)));
    expect(results.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect(await wallet.balancesOf(userId)).toMatchObject({ userPaidCoin: 10000, userBonusCoin: 1000 });
    expect(await creditsOf(await paymentIdOf(id))).toBe(1);
    // And a replay of the wallet credit itself (a provider webhook arriving late) is a no-op.
    expect(await wallet.creditPurchase(userId, { paymentId: await paymentIdOf(id), paidCoins: 10000 })).toBe(false);
    expect((await wallet.balancesOf(userId)).userPaidCoin).toBe(10000);
  });

  it('treats a double submit (same request_id, even 10 at once) as one purchase', async () => {
    const { cookie, userId } = await member();
    const body = { request_id: randomUUID(), product: 'coin_1000', token: await card() };
    const results = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await request('POST', PURCHASE, body, cookie);
        return { status: response.status, body: (await response.json()) as { data?: { purchase: { id: string } } } };
      }),
    );
    const ids = new Set(results.map((r) => r.body.data?.purchase.id));
    expect(ids.size).toBe(1);
    expect(results.every((r) => r.status === 200 || r.status === 202)).toBe(true);
    const [count] = await orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from wallet_purchase where user_id = ?', [userId]);
    expect(count!.n).toBe(1);
    expect((await wallet.balancesOf(userId)).userPaidCoin).toBe(1000);
    // The same request id with another product is refused.
    const other = await request('POST', PURCHASE, { ...body, product: 'coin_120' }, cookie);
    expect(other.status).toBe(409);
  });
});

describe('coupons that add coins', () => {
  it('adds additionalCoinRate percent as bonus coins and consumes one held coupon', async () => {
    const { cookie, userId } = await member();
    const code = await couponCampaign({ additionalCoinRate: 20 });
    await wallet.grantCoupons(userId, 2, { reason: 'test', reference: 'test' });
    const bought = await buy(cookie, { product: 'coin_1000', coupon_code: code });
    expect(bought.status).toBe(200);
    expect(bought.body.data!.purchase).toMatchObject({ paidCoins: 1000, bonusCoins: 30, couponBonusCoins: 200 });
    expect(await wallet.balancesOf(userId)).toMatchObject({ userPaidCoin: 1000, userBonusCoin: 230, userCoupon: 1 });
    // quantity 1: the same campaign cannot be used twice, though a coupon is still held.
    const again = await buy(cookie, { product: 'coin_1000', coupon_code: code });
    expect(again.status).toBe(409);
    expect(again.body.message.content).toBe(purchaseMessages.couponUsedUp);
    expect((await wallet.balancesOf(userId)).userCoupon).toBe(1);
  });

  it('gives the coupon back when the card is declined', async () => {
    const { cookie, userId } = await member();
    const code = await couponCampaign({ additionalCoinRate: 50 });
    await wallet.grantCoupons(userId, 1, { reason: 'test', reference: 'test' });
    const declined = await buy(cookie, { product: 'coin_500', coupon_code: code, card: SANDBOX_CARDS.decline });
    expect(declined.status).toBe(402);
    expect((await wallet.balancesOf(userId)).userCoupon).toBe(1);
    const retried = await buy(cookie, { product: 'coin_500', coupon_code: code });
    expect(retried.status).toBe(200);
    expect(await wallet.balancesOf(userId)).toMatchObject({ userPaidCoin: 500, userBonusCoin: 10 + 250, userCoupon: 0 });
  });

  it('refuses a coupon the member does not hold, an unknown, ended or other-pack coupon, and coupons on premium', async () => {
    const { cookie, userId } = await member();
    const code = await couponCampaign();
    const notHeld = await buy(cookie, { product: 'coin_1000', coupon_code: code });
    expect(notHeld.status).toBe(409);
    expect(notHeld.body.message.content).toBe(purchaseMessages.couponNotHeld);
    await wallet.grantCoupons(userId, 1, { reason: 'test', reference: 'test' });
    const ended = await couponCampaign({ endsAt: new Date(Date.now() - 1000) });
    const otherPack = await couponCampaign({ itemPriceWithoutCoupon: 3000 });
    for (const coupon of ['NOPE123', ended, otherPack]) {
      const refused = await buy(cookie, { product: 'coin_1000', coupon_code: coupon });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ path: 'coupon_code', message: purchaseMessages.couponInvalid }]);
    }
    expect((await buy(cookie, { product: 'premium_monthly', coupon_code: code })).status).toBe(400);
    expect(await wallet.balancesOf(userId)).toMatchObject({ userCoin: 0, userCoupon: 1 });
  });
});

describe('premium monthly plan', () => {
  it('makes the member premium for a month with premium tickets that expire, and extends on the next month', async () => {
    const { cookie, userId } = await member();
    const bought = await buy(cookie, { product: 'premium_monthly' });
    expect(bought.status).toBe(200);
    expect(bought.body.data!.purchase).toMatchObject({ priceYen: 550, paidCoins: 0 });
    expect(await wallet.balancesOf(userId)).toMatchObject({ userPremium: true, premiumUserTicketRemained: 5, premiumUserTicketExpireDays: 30, userCoin: 0 });
    expect((await wallet.balancesOf(userId)).firstPaidDate).not.toBeNull();
    const until = async () => (await orm.em.fork().execute<{ t: string }[]>('select premium_until as t from wallet_account where user_id = ?', [userId]))[0]!.t;
    const firstUntil = new Date(await until());
    const days = (firstUntil.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect((await buy(cookie, { product: 'premium_monthly' })).status).toBe(200);
    const secondUntil = new Date(await until());
    expect((secondUntil.getTime() - firstUntil.getTime()) / 86_400_000).toBeGreaterThan(27);
    expect((await wallet.balancesOf(userId)).premiumUserTicketRemained).toBe(10);
    // Thirty-one days later the tickets are gone.
    expect((await wallet.balancesOf(userId, new Date(Date.now() + 31 * 86_400_000))).premiumUserTicketRemained).toBe(0);
  });

  it('settles a timed-out premium payment once under concurrent confirmations', async () => {
    const { cookie, userId } = await member();
    const pending = await buy(cookie, { product: 'premium_monthly', card: SANDBOX_CARDS.timeout });
    expect(pending.status).toBe(202);
    expect((await wallet.balancesOf(userId)).userPremium).toBe(false);
    answerClock += SLOW_ANSWER_MS;
    const results = await Promise.all(Array.from({ length: 10 }, () => confirm(cookie, pending.body.data!.purchase.id)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await wallet.balancesOf(userId)).toMatchObject({ userPremium: true, premiumUserTicketRemained: 5 });
  });
});

describe('input and security', () => {
  it('answers 400 with Japanese field messages for bad input', async () => {
    const { cookie } = await member();
    const response = await request('POST', PURCHASE, { request_id: 'x', product: 'coin 999!', token: 'tok_' }, cookie);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'request_id', message: purchaseMessages.requestId },
        { path: 'product', message: purchaseMessages.product },
        { path: 'token', message: purchaseMessages.token },
      ]),
    );
    // A well-formed token the provider never issued (or already spent) charges nothing: 400, enter it again.
    const unknown = await buy(cookie, { product: 'coin_120', token: 'tok_0123456789abcdef0123456789abcdef' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'token', message: purchaseMessages.tokenInvalid }]);
    const token = await card();
    expect((await request('POST', PURCHASE, { request_id: randomUUID(), product: 'coin_120', token }, cookie)).status).toBe(200);
    const reused = await request('POST', PURCHASE, { request_id: randomUUID(), product: 'coin_120', token }, cookie);
    expect(reused.status).toBe(400);
    expect((await reused.json()).errors).toEqual([{ path: 'token', message: purchaseMessages.tokenInvalid }]);
    expect((await request('POST', PURCHASE, 'not json' as unknown, cookie)).status).toBe(400);
  });

  it('refuses card data in any form with 400 before anything is charged or stored (only the provider sees cards)', async () => {
    const { cookie, userId } = await member();
    const number = SANDBOX_CARDS.success;
    const bodies: Record<string, unknown>[] = [
      // What this API took before card tokenisation, with or without a token beside it.
      { product: 'coin_120', card: { number, exp_month: 12, exp_year: 2039, cvc: '123' } },
      { product: 'coin_120', token: await card(), card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2039, cvc: '123' } },
      { product: 'coin_120', token: await card(), card_number: number },
      { product: 'coin_120', token: await card(), cvc: '123' },
      { product: 'coin_120', token: await card(), note: `4242-4242-4242-4242` },
      { product: 'coin_120', token: await card(), extra: { deep: [Number(number)] } },
    ];
    for (const body of bodies) {
      const refused = await request('POST', PURCHASE, { request_id: randomUUID(), ...body }, cookie);
      expect(refused.status).toBe(400);
      const answer = await refused.json();
      expect(answer.errors).toEqual(expect.arrayContaining([expect.objectContaining({ message: purchaseMessages.cardDataRefused })]));
      // The refusal names where, never echoes what.
      expect(JSON.stringify(answer)).not.toContain('4242');
    }
    const [rows] = await orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from wallet_purchase where user_id = ?', [userId]);
    expect(rows!.n).toBe(0);
  });

  it('takes a request id whose digits read as a card number across its dashes (about 1 random UUID in 460 does)', async () => {
    const { cookie } = await member();
    // 2026112517004042850, its first 19 digits, passes the Luhn check.
    const response = await request('POST', PURCHASE, { request_id: '20261125-1700-4042-8500-000000000042', product: 'coin_120', token: await card() }, cookie);
    expect(response.status).toBe(200);
  });

  it('keeps card numbers out of every table and every log line, through the provider\'s frame and a refused body alike', async () => {
    const lines: string[] = [];
    const capture = (stream: NodeJS.WriteStream) => {
      const write = stream.write.bind(stream);
      return vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
        lines.push(String(chunk));
        return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof stream.write);
    };
    const spies = [capture(process.stdout), capture(process.stderr), ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))))];
    try {
      const { cookie } = await member();
      expect((await buy(cookie, { product: 'coin_120' })).status).toBe(200);
      expect((await buy(cookie, { product: 'coin_120', card: SANDBOX_CARDS.decline })).status).toBe(402);
      expect((await buy(cookie, { product: 'coin_120', card: SANDBOX_CARDS.timeout })).status).toBe(202);
      expect((await request('POST', PURCHASE, { request_id: randomUUID(), product: 'coin_120', card: { number: SANDBOX_CARDS.success, exp_month: 12, exp_year: 2039, cvc: '987' } }, cookie)).status).toBe(400);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const numbers = Object.values(SANDBOX_CARDS);
    expect(lines.filter((line) => numbers.some((n) => line.replace(/[\s-]/g, '').includes(n)))).toEqual([]);
    const tables = await orm.em.fork().execute<{ name: string }[]>(`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
    expect(tables.length).toBeGreaterThan(10);
    for (const { name } of tables) {
      for (const n of numbers) {
        const [found] = await orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from "${name}" as t where t::text like ?`, [`%${n}%`]);
        expect(found!.n, `${name} holds ${n}`).toBe(0);
      }
    }
  });

  it('needs a member and the CSRF header, and never shows or settles another member\'s purchase', async () => {
    const signedOut = await request('POST', PURCHASE, { request_id: randomUUID(), product: 'coin_120', token: await card() });
    expect(signedOut.status).toBe(401);
    const alice = await member();
    const noCsrf = await request('POST', PURCHASE, { request_id: randomUUID(), product: 'coin_120', token: await card() }, alice.cookie, {});
    expect(noCsrf.status).toBe(403);
    const pending = await buy(alice.cookie, { product: 'coin_120', card: SANDBOX_CARDS.timeout });
    const bob = await member();
    expect((await confirm(bob.cookie, pending.body.data!.purchase.id)).status).toBe(404);
    expect((await request('GET', `${PURCHASE}${pending.body.data!.purchase.id}/`, undefined, bob.cookie)).status).toBe(404);
    expect((await request('GET', `${PURCHASE}${pending.body.data!.purchase.id}/`, undefined, alice.cookie)).status).toBe(200);
    expect((await request('GET', `${PURCHASE}not-a-uuid/`, undefined, alice.cookie)).status).toBe(400);
  });

  it('refuses further attempts after five declines within the hour (card testing), even with a good card', async () => {
    const { cookie, userId } = await member();
    for (let i = 0; i < MAX_DECLINES; i++) expect((await buy(cookie, { product: 'coin_120', card: SANDBOX_CARDS.decline })).status).toBe(402);
    const refused = await request('POST', PURCHASE, { request_id: randomUUID(), product: 'coin_120', token: await card() }, cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3600');
    expect((await refused.json()).message.content).toBe(purchaseMessages.tooManyDeclines);
    expect((await wallet.balancesOf(userId)).userCoin).toBe(0);
    // Another member is not affected.
    expect((await buy((await member()).cookie, { product: 'coin_120' })).status).toBe(200);
  });

  it('leaves every member of these tests reconciled with their ledger', async () => {
    expect(members.length).toBeGreaterThan(5);
    expect(await reconcileWallet(orm.em.fork(), { userIds: members })).toEqual([]);
  });
});
