import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#demo/index.ts';
import { clientFor, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { beginOperation, debitAccount, lockAccount } from './ledger.ts';
import { reconcileWallet } from './reconcile.ts';
import { inTransaction } from './sql-transaction.ts';
import { seededStories } from './wallet-test-helpers.ts';

const { app, orm, services } = await createTestApp();
const wallet = services.wallet;
const stories = await seededStories(orm, 5);
const DAY = 86_400_000;

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });
const expectClean = async (...userIds: number[]) => expect(await reconcileWallet(orm.em.fork(), { userIds })).toEqual([]);

/** A member with a purchase, two coin unlocks and a point grant, in that order a second apart. */
async function memberWithHistory(): Promise<TestMember> {
  const m = await signUpMember(app);
  const t0 = Date.now() - 10 * DAY;
  await wallet.creditPurchase(m.userId, { paymentId: `hist-${m.userId}`, paidCoins: 500, bonusCoins: 40, bonusExpiresAt: new Date(t0 + 30 * DAY), at: new Date(t0) });
  await wallet.consume(m.userId, { ...stories.coin, ticketDiv: 'payment', paymentDiv: 'story' }, new Date(t0 + 1000));
  await wallet.grantPoints(m.userId, 250, { reason: 'login_bonus', reference: 'test', at: new Date(t0 + 2000) });
  return m;
}

describe('GET /api/v1/myitem/ (balances)', () => {
  it('needs a session', async () => {
    const { status, body } = await json(await clientFor(app).get('/api/v1/myitem/'));
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });

  it('splits paid and bonus coins and names the next bonus expiry', async () => {
    const m = await memberWithHistory();
    const { status, body } = await json(await m.get('/api/v1/myitem/'));
    expect(status).toBe(200);
    const price = stories.coin.priceCoins;
    // Bonus coins are spent first.
    const bonusLeft = Math.max(0, 40 - price);
    const paidLeft = 500 - Math.max(0, price - 40);
    expect(body.data).toMatchObject({ coin: paidLeft + bonusLeft, paidCoin: paidLeft, bonusCoin: bonusLeft, point: 250, exchangeablePoint: 200 });
    if (bonusLeft > 0) expect(body.data.nextBonusExpiry.amount).toBe(bonusLeft);
    else expect(body.data.nextBonusExpiry).toBeNull();
  });
});

describe('GET /api/v1/myitem/history/{coin|point}/', () => {
  it('lists the coin history newest first in Japanese, with the episode read', async () => {
    const m = await memberWithHistory();
    const { status, body } = await json(await m.get('/api/v1/myitem/history/coin/'));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'coin', page: 1, total: 2, maxPage: 1 });
    const [spend, purchase] = body.data.items;
    expect(spend.label).toBe('消費');
    expect(spend.detail).toMatch(/第\d+話$/);
    expect(spend.amount + spend.bonusAmount).toBe(-stories.coin.priceCoins);
    expect(purchase).toMatchObject({ label: '購入', amount: 500, bonusAmount: 40, detail: 'コイン購入' });
    const points = await json(await m.get('/api/v1/myitem/history/point/'));
    expect(points.body.data.items).toEqual([expect.objectContaining({ label: '付与', amount: 250, detail: 'ログインボーナス' })]);
  });

  it('pages 20 at a time', async () => {
    const m = await signUpMember(app);
    const t0 = Date.now() - DAY;
    for (let i = 0; i < 23; i++) await wallet.grantPoints(m.userId, i + 1, { reason: 'login_bonus', reference: `p${i}`, at: new Date(t0 + i * 1000) });
    const first = await json(await m.get('/api/v1/myitem/history/point/'));
    expect(first.body.data).toMatchObject({ page: 1, perPage: 20, total: 23, maxPage: 2 });
    expect(first.body.data.items).toHaveLength(20);
    expect(first.body.data.items[0].amount).toBe(23);
    const second = await json(await m.get('/api/v1/myitem/history/point/?page=2'));
    expect(second.body.data.items.map((i: { amount: number }) => i.amount)).toEqual([3, 2, 1]);
    const beyond = await json(await m.get('/api/v1/myitem/history/point/?page=5'));
    expect(beyond.body.data).toMatchObject({ items: [], total: 23, maxPage: 2 });
  });

  it('refuses bad input with 400 and field messages', async () => {
    const m = await signUpMember(app);
    for (const query of ['?page=0', '?page=abc', '?page=1.5', '?page=99999999']) {
      const { status, body } = await json(await m.get(`/api/v1/myitem/history/coin/${query}`));
      expect(status, query).toBe(400);
      expect(body.errors).toEqual([{ path: 'page', message: 'ページ番号が正しくありません。' }]);
    }
    const kind = await json(await m.get('/api/v1/myitem/history/ticket/'));
    expect(kind.status).toBe(400);
    expect(kind.body.errors[0]).toMatchObject({ path: 'kind', message: '履歴の種類が正しくありません。' });
  });

  it('shows only the member’s own data, whatever the request names', async () => {
    const owner = await memberWithHistory();
    const other = await signUpMember(app);
    for (const path of [
      '/api/v1/myitem/history/coin/',
      `/api/v1/myitem/history/coin/?user_id=${owner.userId}`,
      `/api/v1/myitem/history/point/?userId=${owner.userId}`,
    ]) {
      const { status, body } = await json(await other.get(path));
      expect(status, path).toBe(200);
      expect(body.data.items, path).toEqual([]);
    }
    const summary = await json(await other.get(`/api/v1/myitem/?user_id=${owner.userId}`));
    expect(summary.body.data).toMatchObject({ coin: 0, point: 0 });
    expect((await json(await clientFor(app).get('/api/v1/myitem/history/coin/'))).status).toBe(401);
    expect((await json(await clientFor(app).get('/api/v1/myitem/coupon/'))).status).toBe(401);
    // A forged session cookie is no session.
    expect((await json(await clientFor(app, `${owner.cookie.slice(0, -4)}abcd`).get('/api/v1/myitem/history/coin/'))).status).toBe(401);
  });

  it('says 失効 for bonus coins that expired', async () => {
    const m = await signUpMember(app);
    const t0 = Date.now() - 20 * DAY;
    await wallet.grantBonusCoins(m.userId, 70, new Date(t0 + 5 * DAY), { reason: 'demo', reference: 'test', at: new Date(t0) });
    await wallet.expire(m.userId);
    const { body } = await json(await m.get('/api/v1/myitem/history/coin/'));
    expect(body.data.items.map((i: { label: string; bonusAmount: number }) => [i.label, i.bonusAmount])).toEqual([
      ['失効', -70],
      ['付与', 70],
    ]);
    await expectClean(m.userId);
  });
});

describe('GET /api/v1/myitem/unlocks/', () => {
  it('lists the member’s own unlocks: bought for good, or rented until when', async () => {
    const m = await memberWithHistory();
    await wallet.consume(m.userId, { ...stories.waitFree, ticketDiv: 'wait_free', paymentDiv: 'story' });
    const { status, body } = await json(await m.get('/api/v1/myitem/unlocks/'));
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({ kind: 'wait_free', label: '待てば¥0', titleCode: stories.waitFree.titleCode, storyNumber: stories.waitFree.storyNumber, ended: false }),
      expect.objectContaining({ kind: 'coin', label: 'コインで購入', titleCode: stories.coin.titleCode, expiresAt: null, ended: false }),
    ]);
    expect(new Date(body.data[0].expiresAt).getTime()).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    const later = await services.walletHistory.unlocks(m.userId, 10, new Date(Date.now() + 73 * 3_600_000));
    expect(later[0]).toMatchObject({ kind: 'wait_free', ended: true });
    const other = await signUpMember(app);
    expect((await json(await other.get(`/api/v1/myitem/unlocks/?user_id=${m.userId}`))).body.data).toEqual([]);
    expect((await json(await clientFor(app).get('/api/v1/myitem/unlocks/'))).status).toBe(401);
  });
});

describe('GET /api/v1/myitem/coupon/', () => {
  it('lists held coupons as valid with the time left, and used ones', async () => {
    const m = await signUpMember(app);
    await wallet.grantCoupons(m.userId, 1, { reason: 'coupon_campaign', reference: 'YOMIBA20', idempotencyKey: `coupon:YOMIBA20:${m.userId}` });
    await wallet.grantCoupons(m.userId, 1, { reason: 'coupon_campaign', reference: 'STORE30UP', idempotencyKey: `coupon:STORE30UP:${m.userId}` });
    const at = new Date();
    // A coupon taken out by a purchase (the coin purchase books this; here straight through the ledger).
    await inTransaction(orm, async (sql) => {
      await lockAccount(sql, m.userId, at);
      const op = (await beginOperation(sql, m.userId, 'purchase', null, at))!;
      expect(await debitAccount(sql, { userId: m.userId, operationId: op, asset: 'coupon', amount: 1, at, reason: 'coupon_use', reference: 'STORE30UP' })).toBe(true);
    });
    const { status, body } = await json(await m.get('/api/v1/myitem/coupon/'));
    expect(status).toBe(200);
    const byCode = Object.fromEntries(body.coupons.map((c: { couponCode: string }) => [c.couponCode, c]));
    expect(byCode.YOMIBA20).toMatchObject({ state: 'valid', held: 1, couponName: 'コイン20%増量クーポン', usedDate: null });
    expect(byCode.YOMIBA20.remainedDays).toBeGreaterThan(0);
    expect(byCode.STORE30UP).toMatchObject({ state: 'used', held: 0 });
    expect(byCode.STORE30UP.usedDateText).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日に使用$/);
    const other = await signUpMember(app);
    expect((await json(await other.get('/api/v1/myitem/coupon/'))).body.coupons).toEqual([]);
    await expectClean(m.userId);
  });

  it('says expired once the campaign has ended', async () => {
    const m = await signUpMember(app);
    await wallet.grantCoupons(m.userId, 1, { reason: 'coupon_campaign', reference: 'BONUS100' });
    const later = new Date(Date.now() + 3 * 365 * DAY);
    const [coupon] = await services.walletHistory.coupons(m.userId, later);
    expect(coupon).toMatchObject({ couponCode: 'BONUS100', state: 'expired', isCouponExpired: true, remainedDays: 0, remainedHours: 0, remainedMinutes: 0 });
  });
});

describe('demo history', () => {
  it('gives member@ purchases, spending, points, an expired bonus and rentals, with a clean reconcile', async () => {
    const signIn = await clientFor(app).post('/api/v1/signin/', { email: 'member@yomiba.test', password: DEMO_PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('yomiba_session='))!.split(';')[0]!;
    const member = clientFor(app, cookie);
    const coins = (await json(await member.get('/api/v1/myitem/history/coin/'))).body.data.items as { label: string }[];
    expect(new Set(coins.map((i) => i.label))).toEqual(new Set(['購入', '消費', '付与', '失効']));
    const points = (await json(await member.get('/api/v1/myitem/history/point/'))).body.data.items as { label: string }[];
    expect(points.map((i) => i.label)).toEqual(expect.arrayContaining(['付与', '消費']));
    const [row] = await orm.em
      .fork()
      .execute<{ rentals: number }[]>("select count(*)::int as rentals from wallet_entitlement e join app_user u on u.id = e.user_id where u.email = 'member@yomiba.test' and e.kind = 'wait_free'");
    expect(row?.rentals).toBe(2);
    const demo = await orm.em.fork().execute<{ id: number }[]>("select id from app_user where email like '%@yomiba.test'");
    expect(demo.length).toBeGreaterThanOrEqual(2);
    await expectClean(...demo.map((row) => row.id));
  });
});
