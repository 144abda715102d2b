import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CouponAudience, CouponCampaign } from '#modules/campaigns/index.ts';
import { jstDayEnd, jstDayKey } from '#platform/time/jst-day.ts';
import { asSandbox, SANDBOX_CARDS } from '#modules/wallet/index.ts';
import { CODE_ATTEMPT_LIMITS, codeAttemptMessages, createCodeAttempts } from '#platform/http/code-attempts.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { signUpMember } from '#platform/testing/members.ts';
import { lookUpGiftCode } from '../components/gifts/gift-code-lookup.ts';
import { createTestApp } from './testing/test-app.ts';

// Each request's address comes from a test header, as the sign-in limits' tests do (app.request has no socket).
const { app, orm, services } = await createTestApp({ codeAttempts: createCodeAttempts({ store: 'memory', clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown' }) });

// The minute windows run on Date (the memory store's clock) and the day on the JST date of Date: only Date is faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
});
afterEach(() => {
  vi.useRealTimers();
});
const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;
const unknownCode = () => `NOPE${randomUUID().replaceAll('-', '').slice(0, 12)}`;

type Member = { userId: number; cookie: string };
const { Cookie: csrfCookie, ...csrfHeader } = csrfHeaders;
const send = async (method: 'GET' | 'POST', path: string, ip: string, member?: Member, body?: unknown): Promise<Response> =>
  app.request(`http://localhost${path}`, {
    method,
    headers: { ...csrfHeader, 'Content-Type': 'application/json', 'x-test-ip': ip, Cookie: [csrfCookie, member?.cookie].filter(Boolean).join('; ') },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const claimCoupon = (member: Member, code: string, ip: string) => send('POST', `/api/reward/v1/gift/coupon/${code}/claim/`, ip, member);
const lookUpCoupon = (ip: string, code: string, member?: Member) => send('GET', `/api/gift/v1/coupon/?coupon_code=${code}`, ip, member);
const claimTicket = (member: Member, code: string, ip: string) => send('POST', `/api/reward/v1/gift/ticket/${code}/claim/`, ip, member);
const lookUpTicket = (ip: string, code: string, member?: Member) => send('GET', `/api/reward/v1/gift/ticket/${code}/`, ip, member);
function purchase(member: Member, ip: string, couponCode: string | null) {
  const token = asSandbox(services.paymentProvider)!.tokenise({ method: 'card', number: SANDBOX_CARDS.success, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' });
  if (!token.ok) throw new Error('the sandbox refused the card');
  return send('POST', '/payment/api/v1/purchase/', ip, member, { request_id: randomUUID(), product: 'coin_120', token: token.token.id, ...(couponCode ? { coupon_code: couponCode } : {}) });
}

/** A running gift coupon (100 bonus coins), its code. */
async function giftCoupon(): Promise<string> {
  const em = orm.em.fork();
  const now = Date.now();
  const coupon = em.create(CouponCampaign, {
    couponCode: `GIFT${randomUUID().replaceAll('-', '').slice(0, 10)}`,
    couponName: '100ボーナスコインプレゼント',
    description: '受け取るだけで100ボーナスコイン。',
    additionalCoinRate: 0,
    quantity: 1,
    bonusQuantity: 100,
    itemPriceWithoutCoupon: null,
    wideImageUrl: null,
    startsAt: new Date(now - 86_400_000),
    endsAt: new Date(now + 30 * 86_400_000),
    targetPathPrefix: '/gift/',
    audience: CouponAudience.Members,
    priority: 0,
    recommendable: false,
  });
  await em.flush();
  return coupon.couponCode;
}

async function ticketCampaign(): Promise<string> {
  const now = Date.now();
  const campaign = await services.gifts.createTicketCampaign({
    code: `tickets-${randomUUID().slice(0, 8)}`,
    label: '毎日チケットプレゼント',
    description: '毎日5枚。',
    tickets: 5,
    per: 'day',
    validHours: 72,
    startsAt: new Date(now - 86_400_000),
    endsAt: new Date(now + 30 * 86_400_000),
  });
  return campaign.code;
}

async function expectRefused(response: Response, message: string = codeAttemptMessages.minute) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After ${retryAfter}`).toBe(true);
  expect(await response.json()).toEqual({ success: false, message: { content: message, label: 'modal', level: 'warning' } });
  return retryAfter;
}

async function failTimes(times: number, attempt: () => Promise<Response>, status = 404) {
  for (let i = 0; i < times; i++) expect((await attempt()).status, `failure ${i + 1}`).toBe(status);
}

describe('failed attempts at codes (issue 29)', () => {
  it('refuses the 11th wrong coupon claim in a minute with 429, Retry-After and a Japanese message, then a correct code too, until the minute has passed', async () => {
    const [member, code, ip] = [await signUpMember(app), await giftCoupon(), nextAddress()];
    await failTimes(CODE_ATTEMPT_LIMITS.perMinute, () => claimCoupon(member, unknownCode(), ip));
    expect(await expectRefused(await claimCoupon(member, unknownCode(), ip))).toBeLessThanOrEqual(60);
    // Over the limit, the right code is refused as well: otherwise the limit would not stop guessing.
    await expectRefused(await claimCoupon(member, code, ip));
    await expectRefused(await lookUpCoupon(ip, code, member));
    expect(await services.wallet.balancesOf(member.userId)).toMatchObject({ userBonusCoin: 0, userCoupon: 0 });
    advance(61_000);
    expect((await claimCoupon(member, code, ip)).status).toBe(200);
  });

  it('holds under guesses sent at once: 30 wrong claims in parallel get ten 404s and twenty 429s', async () => {
    const [member, ip] = [await signUpMember(app), nextAddress()];
    const answers = await Promise.all(Array.from({ length: 30 }, () => claimCoupon(member, unknownCode(), ip)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(404), ...Array(20).fill(429)]);
  });

  it('does not count successes: lookups and claims that find their code leave the count as it was', async () => {
    const [member, code, ip] = [await signUpMember(app), await giftCoupon(), nextAddress()];
    await failTimes(CODE_ATTEMPT_LIMITS.perMinute - 1, () => claimCoupon(member, unknownCode(), ip));
    for (let i = 0; i < 5; i++) expect((await lookUpCoupon(ip, code, member)).status).toBe(200);
    expect((await claimCoupon(member, code, ip)).status).toBe(200);
    expect((await claimCoupon(member, unknownCode(), ip)).status).toBe(404);
    await expectRefused(await claimCoupon(member, unknownCode(), ip));
  });

  it('counts per address across members, and per member across addresses', async () => {
    const [first, second, third] = [await signUpMember(app), await signUpMember(app), await signUpMember(app)];
    const shared = nextAddress();
    await failTimes(6, () => claimCoupon(first, unknownCode(), shared));
    await failTimes(4, () => claimCoupon(second, unknownCode(), shared));
    // The address has had its 10: anyone there waits, whichever member.
    for (const member of [first, second, third]) await expectRefused(await claimCoupon(member, unknownCode(), shared));
    // Elsewhere, the second member (4 failures of their own) goes on; the first has 6 and reaches 10 there.
    expect((await claimCoupon(second, unknownCode(), nextAddress())).status).toBe(404);
    const roaming = nextAddress();
    await failTimes(4, () => claimCoupon(first, unknownCode(), roaming));
    await expectRefused(await claimCoupon(first, unknownCode(), nextAddress()));
  });

  it('counts every place that takes a code together: coupon and ticket lookups and claims, and a purchase’s coupon code', async () => {
    const [member, ticket, ip] = [await signUpMember(app), await ticketCampaign(), nextAddress()];
    await failTimes(2, () => lookUpCoupon(ip, unknownCode(), member));
    await failTimes(2, () => claimCoupon(member, unknownCode(), ip));
    await failTimes(2, () => lookUpTicket(ip, unknownCode().toLowerCase(), member));
    await failTimes(2, () => claimTicket(member, unknownCode().toLowerCase(), ip));
    await failTimes(2, () => purchase(member, ip, unknownCode()), 400);
    await expectRefused(await purchase(member, ip, unknownCode()));
    await expectRefused(await claimTicket(member, ticket, ip));
    // A purchase without a code is not an attempt at one.
    expect((await purchase(member, ip, null)).status).toBe(200);
  });

  it('allows 50 failures a JST day: the 51st waits until 00:00 JST, whatever the minute', async () => {
    const midnight = jstDayEnd(jstDayKey(new Date()));
    vi.setSystemTime(new Date(midnight.getTime() - 10 * 60_000)); // 23:50 JST
    const [member, code, ip] = [await signUpMember(app), await giftCoupon(), nextAddress()];
    for (let minute = 0; minute < CODE_ATTEMPT_LIMITS.perJstDay / CODE_ATTEMPT_LIMITS.perMinute; minute++) {
      await failTimes(CODE_ATTEMPT_LIMITS.perMinute, () => claimCoupon(member, unknownCode(), ip));
      advance(61_000);
    }
    const retryAfter = await expectRefused(await claimCoupon(member, code, ip), codeAttemptMessages.day);
    expect(retryAfter).toBe(Math.ceil((midnight.getTime() - Date.now()) / 1000));
    // Another member elsewhere is not affected.
    expect((await claimCoupon(await signUpMember(app), unknownCode(), nextAddress())).status).toBe(404);
    vi.setSystemTime(new Date(midnight.getTime() + 30_000));
    expect((await claimCoupon(member, code, ip)).status).toBe(200);
  });

  it('never confirms a code to a visitor: a valid and an unknown code get the same answer', async () => {
    const [coupon, ticket, ip] = [await giftCoupon(), await ticketCampaign(), nextAddress()];
    for (const [valid, unknown] of [
      [lookUpCoupon(ip, coupon), lookUpCoupon(ip, unknownCode())],
      [lookUpTicket(ip, ticket), lookUpTicket(ip, unknownCode().toLowerCase())],
    ] as const) {
      const [a, b] = [await valid, await unknown];
      expect(a.status).toBe(401);
      expect(b.status).toBe(a.status);
      expect(await a.text()).toBe(await b.text());
    }
    // The same lookups by a member tell the two apart.
    const member = await signUpMember(app);
    expect((await lookUpCoupon(ip, coupon, member)).status).toBe(200);
    expect((await lookUpCoupon(ip, unknownCode(), member)).status).toBe(404);
  });

  it('counts a member’s lookups on the gift code pages with the APIs’ attempts', async () => {
    const [member, code, address] = [await signUpMember(app), await giftCoupon(), nextAddress()];
    const onPage = (couponCode: string) => lookUpGiftCode(services.codeAttempts, { memberId: member.userId, address }, () => services.gifts.couponGift(couponCode, member.userId));
    expect(await onPage(code)).toMatchObject({ found: { coupon: { couponCode: code } } });
    await failTimes(5, () => claimCoupon(member, unknownCode(), address));
    for (let i = 0; i < 5; i++) expect(await onPage(unknownCode())).toEqual({ found: null });
    expect(await onPage(code)).toEqual({ refused: codeAttemptMessages.minute });
    await expectRefused(await claimCoupon(member, code, address));
  });
});
