import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { createPointExchange } from './exchange.ts';
import { reconcileWallet } from './reconcile.ts';

const { app, orm, services } = await createTestApp();
const wallet = services.wallet;
const DAY = 86_400_000;
const EXCHANGE = '/api/v1/point/exchange/';

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });
const expectClean = async (...userIds: number[]) => expect(await reconcileWallet(orm.em.fork(), { userIds })).toEqual([]);
const requestId = () => randomUUID().replaceAll('-', '');

async function memberWithPoints(points: number) {
  const m = await signUpMember(app);
  if (points > 0) await wallet.grantPoints(m.userId, points, { reason: 'login_bonus', reference: 'test' });
  return m;
}

describe('POST /api/v1/point/exchange/', () => {
  it('turns 100 points into 100 bonus coins that expire in 90 days, in one operation', async () => {
    const m = await memberWithPoints(250);
    const before = Date.now();
    const { status, body } = await json(await m.post(EXCHANGE, { points: 200, request_id: requestId() }));
    expect(status).toBe(200);
    expect(body.message.content).toBe('200ポイントを200ボーナスコインに交換しました。');
    expect(body.data).toMatchObject({ exchanged: true, points: 200, coins: 200, balances: { point: 50, bonusCoin: 200, paidCoin: 0, exchangeablePoint: 0 } });
    const expiresAt = new Date(body.data.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 90 * DAY);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 90 * DAY);
    const ops = await orm.em.fork().execute<{ kind: string; entries: number }[]>(
      "select o.kind, count(e.id)::int as entries from wallet_operation o join wallet_entry e on e.operation_id = o.id where o.user_id = ? and o.kind = 'exchange' group by o.id",
      [m.userId],
    );
    expect(ops).toEqual([{ kind: 'exchange', entries: 2 }]);
    const history = await json(await m.get('/api/v1/myitem/history/point/'));
    expect(history.body.data.items[0]).toMatchObject({ label: 'ポイント交換', amount: -200, detail: 'ボーナスコインへ交換' });
    await expectClean(m.userId);
  });

  it('is idempotent on the request id: the same exchange again moves nothing', async () => {
    const m = await memberWithPoints(300);
    const id = requestId();
    expect((await json(await m.post(EXCHANGE, { points: 100, request_id: id }))).body.data.exchanged).toBe(true);
    const again = await json(await m.post(EXCHANGE, { points: 100, request_id: id }));
    expect(again.status).toBe(200);
    expect(again.body.message.content).toBe('この交換はすでに完了しています。');
    expect(again.body.data).toMatchObject({ exchanged: false, balances: { point: 200, bonusCoin: 100 } });
    // Another member using the same id is a different exchange.
    const other = await memberWithPoints(100);
    expect((await json(await other.post(EXCHANGE, { points: 100, request_id: id }))).body.data.exchanged).toBe(true);
    await expectClean(m.userId, other.userId);
  });

  it('refuses more points than the member has, changing nothing', async () => {
    const m = await memberWithPoints(150);
    const { status, body } = await json(await m.post(EXCHANGE, { points: 200, request_id: requestId() }));
    expect(status).toBe(409);
    expect(body).toMatchObject({ success: false, message: { content: 'ポイントが不足しています。', label: 'modal' } });
    expect(await wallet.balancesOf(m.userId)).toMatchObject({ userPoint: 150, userCoin: 0 });
    await expectClean(m.userId);
  });

  it('runs concurrent exchanges one at a time: the points are never overspent', async () => {
    const m = await memberWithPoints(300);
    const results = await Promise.all(Array.from({ length: 12 }, () => m.post(EXCHANGE, { points: 100, request_id: requestId() }).then(json)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await wallet.balancesOf(m.userId)).toMatchObject({ userPoint: 0, userBonusCoin: 300 });
    // The same request sent 10 times at once exchanges once.
    const n = await memberWithPoints(500);
    const id = requestId();
    const same = await Promise.all(Array.from({ length: 10 }, () => n.post(EXCHANGE, { points: 100, request_id: id }).then(json)));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(same.filter((r) => r.body.data.exchanged)).toHaveLength(1);
    expect(await wallet.balancesOf(n.userId)).toMatchObject({ userPoint: 400, userBonusCoin: 100 });
    await expectClean(m.userId, n.userId);
  });

  it('refuses bad input with 400 and field messages', async () => {
    const m = await memberWithPoints(1000);
    const cases: [unknown, string][] = [
      [{ points: 150, request_id: requestId() }, 'points'],
      [{ points: 0, request_id: requestId() }, 'points'],
      [{ points: -100, request_id: requestId() }, 'points'],
      [{ points: 100.5, request_id: requestId() }, 'points'],
      [{ points: '100', request_id: requestId() }, 'points'],
      [{ points: 100 }, 'request_id'],
      [{ points: 100, request_id: 'short' }, 'request_id'],
      [{ points: 100, request_id: "x'; drop table wallet_entry; --" }, 'request_id'],
    ];
    for (const [body, field] of cases) {
      const response = await json(await m.post(EXCHANGE, body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field === 'points' && (body as { points: unknown }).points === 150) {
        expect(response.body.message.content).toBe('交換するポイントは100ポイント単位で指定してください。');
      } else {
        expect(response.body.errors.map((e: { path: string }) => e.path), JSON.stringify(body)).toContain(field);
      }
    }
    expect((await json(await m.post(EXCHANGE, '{not json'))).status).toBe(400);
    expect(await wallet.balancesOf(m.userId)).toMatchObject({ userPoint: 1000, userCoin: 0 });
  });

  it('needs a session and the CSRF header', async () => {
    expect((await json(await clientFor(app).post(EXCHANGE, { points: 100, request_id: requestId() }))).status).toBe(401);
    const m = await memberWithPoints(100);
    const noCsrf = await app.request(`http://localhost${EXCHANGE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: m.cookie },
      body: JSON.stringify({ points: 100, request_id: requestId() }),
    });
    expect(noCsrf.status).toBe(403);
    expect(await wallet.balancesOf(m.userId)).toMatchObject({ userPoint: 100 });
  });

  it('gives bonus coins that expire like any other (injectable clock)', async () => {
    const m = await memberWithPoints(100);
    const t0 = new Date();
    const exchange = createPointExchange(orm, { now: () => t0 });
    await exchange.exchange(m.userId, { points: 100, requestId: requestId() });
    expect((await wallet.balancesOf(m.userId, new Date(t0.getTime() + 89 * DAY))).userBonusCoin).toBe(100);
    expect((await wallet.balancesOf(m.userId, new Date(t0.getTime() + 90 * DAY))).userBonusCoin).toBe(0);
    await wallet.expire(m.userId, new Date(t0.getTime() + 91 * DAY));
    await expectClean(m.userId);
  });
});
