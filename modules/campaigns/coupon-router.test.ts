import { describe, expect, it } from 'vitest';
import { createApi } from '#platform/http/create-api.ts';
import { createCodeAttempts } from '#platform/http/code-attempts.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { couponRouter } from './coupon-router.ts';
import { createCouponService } from './coupon-service.ts';
import { CouponAudience, CouponCampaign } from './entities/coupon-campaign.ts';

const { app, orm } = await createTestApp();
const visitor = clientFor(app);

type RecommendBody = { success: boolean; message: unknown; coupon?: Record<string, unknown> };
const recommend = async (client: { get: (path: string) => Promise<Response> }, query: string) => {
  const response = await client.get(`/api/gift/v1/coupon/recommend/?${query}`);
  return { status: response.status, body: (await response.json()) as RecommendBody };
};

describe('GET /api/gift/v1/coupon/recommend/', () => {
  it('recommends to visitors the visitors’ coupon, with every Coupon field of the spec', async () => {
    const { status, body } = await recommend(visitor, 'grant=false&url=%2F');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(Object.keys(body.coupon!).sort()).toEqual(
      [
        'couponCode', 'couponName', 'description', 'expireDate', 'quantity', 'bonusQuantity', 'leftSecond', 'isCouponExpired', 'additionalCoinRate',
        'itemPriceWithoutCoupon', 'remainedDays', 'remainedHours', 'remainedMinutes', 'usedDate', 'usedDateText', 'state', 'wideImageUrl',
      ].sort(),
    );
    expect(body.coupon).toMatchObject({ couponCode: 'WELCOME50', isCouponExpired: false, state: 'valid', additionalCoinRate: 50 });
    expect(body.coupon!.leftSecond).toBeGreaterThan(0);
  });

  it('recommends the members’ coupon to members, and the most specific page’s coupon first', async () => {
    const member = await signUpMember(app);
    expect((await recommend(member, 'url=%2Fbook%2Ftitle%2FYB000001%2F')).body.coupon!.couponCode).toBe('YOMIBA20');
    expect((await recommend(member, 'url=%2Fbook%2Fstore%2F%3Ffree%3D2')).body.coupon!.couponCode).toBe('STORE30UP');
    expect((await recommend(visitor, 'url=%2Fbook%2Fstore%2F')).body.coupon!.couponCode).toBe('STORE30UP');
  });

  it('answers success without a coupon when none is active', async () => {
    const none = createApi().route('/', couponRouter({ coupons: createCouponService(orm, { now: () => new Date('2000-01-01') }), popularTitles: async () => [], codeAttempts: createCodeAttempts({ store: 'memory' }) }));
    const response = await none.request('/api/gift/v1/coupon/recommend/?url=%2F');
    expect(await response.json()).toEqual({ success: true, message: null });
  });

  it('refuses bad input with 400 and field messages: absolute or protocol-relative urls, unknown grant values', async () => {
    for (const query of ['url=https%3A%2F%2Fevil.example%2F', 'url=%2F%2Fevil.example', 'url=book', 'grant=yes&url=%2F']) {
      const { status, body } = await recommend(visitor, query);
      expect(status, query).toBe(400);
      expect(body.success).toBe(false);
    }
  });

  it('never grants on a GET (issue 14): grant=true answers 405 with Allow: POST and gives nothing', async () => {
    const member = await signUpMember(app);
    const coupons = async () => ((await (await member.get('/api/v1/initialize/')).json()) as { user: { userCoupon: number } }).user.userCoupon;
    for (const client of [visitor, member]) {
      const response = await client.get('/api/gift/v1/coupon/recommend/?grant=true&url=%2F');
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
    expect(await coupons()).toBe(0);
  });
});

describe('POST /api/gift/v1/coupon/recommend/ (the grant)', () => {
  const grant = async (client: { post: (path: string, body?: unknown) => Promise<Response> }, body: unknown = { url: '/' }) => {
    const response = await client.post('/api/gift/v1/coupon/recommend/', body);
    return { status: response.status, body: (await response.json()) as RecommendBody };
  };

  it('needs a member', async () => {
    const { status } = await grant(visitor);
    expect(status).toBe(401);
  });

  it('needs the CSRF token', async () => {
    const member = await signUpMember(app);
    const response = await app.request('http://localhost/api/gift/v1/coupon/recommend/', { method: 'POST', headers: { Cookie: member.cookie, 'Content-Type': 'application/json' }, body: '{"url":"/"}' });
    expect(response.status).toBe(403);
  });

  it('refuses urls outside the site', async () => {
    const member = await signUpMember(app);
    expect((await grant(member, { url: 'https://evil.example/' })).status).toBe(400);
  });

  it('gives a member the coupon once, however often it is asked (also at once)', async () => {
    const member = await signUpMember(app);
    const coupons = async () => ((await (await member.get('/api/v1/initialize/')).json()) as { user: { userCoupon: number } }).user.userCoupon;
    expect(await coupons()).toBe(0);
    const answers = await Promise.all(Array.from({ length: 5 }, () => grant(member)));
    expect(answers.every((a) => a.status === 200 && a.body.coupon?.couponCode === 'YOMIBA20')).toBe(true);
    await grant(member);
    expect(await coupons()).toBe(1);
  });
});

describe('GET /api/gift/v1/coupon/', () => {
  it('answers a member the coupon and a popular row of titles', async () => {
    const member = await signUpMember(app);
    const response = await member.get('/api/gift/v1/coupon/?coupon_code=BONUS100');
    const body = (await response.json()) as { success: boolean; coupon: { couponCode: string; bonusQuantity: number }; popular_row: { contents: { grid: unknown[] }[] } };
    expect(body.success).toBe(true);
    expect(body.coupon).toMatchObject({ couponCode: 'BONUS100', bonusQuantity: 100 });
    expect(body.popular_row.contents[0]!.grid.length).toBeGreaterThan(0);
  });

  it('marks an ended coupon expired', async () => {
    const em = orm.em.fork();
    em.create(CouponCampaign, {
      couponCode: 'OLD2025', couponName: '終了したクーポン', description: '2025年のクーポン', additionalCoinRate: 10, quantity: 1, bonusQuantity: 0,
      itemPriceWithoutCoupon: null, wideImageUrl: null, startsAt: new Date('2025-01-01'), endsAt: new Date('2025-02-01'), targetPathPrefix: '/',
      audience: CouponAudience.Everyone, priority: 0, recommendable: true,
    });
    await em.flush();
    const member = await signUpMember(app);
    const body = (await (await member.get('/api/gift/v1/coupon/?coupon_code=OLD2025')).json()) as { coupon: Record<string, unknown> };
    expect(body.coupon).toMatchObject({ state: 'expired', isCouponExpired: true, leftSecond: 0, remainedDays: 0 });
    // Never recommended.
    expect((await recommend(visitor, 'url=%2F')).body.coupon!.couponCode).not.toBe('OLD2025');
  });

  it('answers a member 404 success false for unknown codes, and anyone 400 for malformed ones', async () => {
    const member = await signUpMember(app);
    const unknown = await member.get('/api/gift/v1/coupon/?coupon_code=NOPE');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false });
    expect((await visitor.get('/api/gift/v1/coupon/?coupon_code=%3Cscript%3E')).status).toBe(400);
    expect((await visitor.get('/api/gift/v1/coupon/')).status).toBe(400);
  });
});
