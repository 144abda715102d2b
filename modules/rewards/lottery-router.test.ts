import { createHash, createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { reconcileWallet } from '#modules/wallet/index.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import type { TierInput } from './lottery-admin.ts';

let now = new Date('2026-11-25T01:00:00Z'); // 10:00 JST
const { app, orm, services } = await createTestApp({ now: () => now });
const visitor = clientFor(app);
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });
const requestId = () => randomUUID().replaceAll('-', '');
const path = (id: number | string) => `/api/special/gacha/daily/${id}/`;

const TIERS: TierInput[] = [
  { tierId: 'coins', label: 'ボーナスコイン', weight: 400_000, prize: { kind: 'bonus_coin', amount: 20, validHours: 72 }, valueYen: 20 },
  { tierId: 'points', label: 'ポイント', weight: 600_000, prize: { kind: 'point', amount: 5 }, valueYen: 5 },
];

async function lottery(drawsPerPeriod: number) {
  const made = await services.lotteryAdmin.create({
    code: `daily-${randomUUID().slice(0, 8)}`,
    label: '毎日ガチャ',
    description: '6時・12時・18時に回数が戻ります。',
    conditions: 'ログイン中の会員が対象です。',
    refillHours: [6, 12, 18],
    drawsPerPeriod,
    startsAt: new Date('2026-11-01T00:00:00+09:00'),
    scheme: 'open',
    tiers: TIERS,
  });
  return made.id;
}

describe('GET /api/special/gacha/daily/{lotteryId}/', () => {
  it('tells a visitor the lottery, its odds and the period commitment, without drawing', async () => {
    const id = await lottery(3);
    const { status, body } = await json(await visitor.get(path(id)));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, lotteryId: id, label: '毎日ガチャ', remained: 3, maxGacha: 3, statusText: 'あと3回引けます', conditions: 'ログイン中の会員が対象です。', periodKey: '2026-11-25T06', nextRefillText: '11月25日 12:00' });
    expect(body.odds).toEqual([{ label: 'ボーナスコイン', rate: '40%' }, { label: 'ポイント', rate: '60%' }]);
    expect(body.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 400 with the zod message for a malformed id and 404 for an unknown one', async () => {
    expect(await json(await visitor.get(path('abc')))).toMatchObject({ status: 400, body: { success: false } });
    expect(await json(await visitor.get(path(2_000_000_000)))).toMatchObject({ status: 404, body: { success: false, message: { content: 'このガチャは見つかりませんでした。' } } });
  });
});

describe('POST /api/special/gacha/daily/{id}/confirm/', () => {
  it('asks a visitor to log in', async () => {
    const id = await lottery(3);
    expect(await json(await visitor.post(`${path(id)}confirm/`, { request_id: requestId() }))).toMatchObject({ status: 401, body: { success: false, message: { content: '利用にはログインが必要です', label: 'modal' } } });
  });

  it('draws, grants the prize through the wallet and counts down; then refuses until the next refill', async () => {
    const id = await lottery(1);
    const member = await signUpMember(app);
    const drawn = await json(await member.post(`${path(id)}confirm/`, { request_id: requestId() }));
    expect(drawn.status).toBe(200);
    expect(drawn.body).toMatchObject({ success: true, remained: 0, resultCouponCode: null });
    const prize = TIERS.find((tier) => tier.tierId === drawn.body.result.tierId)!;
    expect(drawn.body.presentList).toHaveLength(1);
    const balances = await services.wallet.balancesOf(member.userId);
    expect(prize.prize.kind === 'bonus_coin' ? balances.userBonusCoin : balances.userPoint).toBe(drawn.body.presentList[0].amount);
    expect(drawn.body.message.content).toBe(`${drawn.body.result.prizeLabel}が当たりました！`);
    const refused = await json(await member.post(`${path(id)}confirm/`, { request_id: requestId() }));
    expect(refused).toMatchObject({ status: 409, body: { success: false, message: { content: '今は引ける回数が残っていません。11月25日 12:00に回数が戻ります。' } } });
    expect((await json(await member.get(path(id)))).body).toMatchObject({ remained: 0, statusText: '11月25日 12:00に回数が戻ります' });
    expect(await reconcileWallet(orm.em.fork(), { userIds: [member.userId] })).toEqual([]);
  });

  it('50 parallel confirms over HTTP with one draw left: one 200, forty-nine 409s, one grant', async () => {
    const id = await lottery(1);
    const member = await signUpMember(app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => member.post(`${path(id)}confirm/`, { request_id: requestId() })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(49).fill(409)]);
    const [{ grants }] = (await orm.em.fork().execute("select count(*)::int as grants from wallet_operation where user_id = ? and kind = 'reward'", [member.userId])) as [{ grants: number }];
    expect(grants).toBe(1);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [member.userId] })).toEqual([]);
  });

  it('refuses a missing or malformed request id with 400, drawing nothing', async () => {
    const id = await lottery(3);
    const member = await signUpMember(app);
    for (const body of [{}, { request_id: 'x' }, { request_id: 'ab\u0000cdefghij' }]) {
      expect((await json(await member.post(`${path(id)}confirm/`, body))).status).toBe(400);
    }
    expect((await json(await member.get(path(id)))).body.remained).toBe(3);
  });

  it('shows the grant in the member\'s point or coin history as a daily-gacha reward', async () => {
    now = new Date('2026-11-25T04:00:00Z');
    const id = await lottery(2);
    const member = await signUpMember(app);
    const drawn = (await json(await member.post(`${path(id)}confirm/`, { request_id: requestId() }))).body;
    const kind = drawn.result.tierId === 'coins' ? 'coin' : 'point';
    const history = await json(await member.get(`/api/v1/myitem/history/${kind}/`));
    expect(history.body.data.items[0]).toMatchObject({ label: '特典', detail: 'デイリーガチャ' });
  });
});

describe('checking a draw (commit-reveal)', () => {
  it('keeps the seed hidden while the period runs, reveals it after, and the revealed seed recomputes the member\'s draws', async () => {
    now = new Date('2026-11-25T10:00:00Z'); // 19:00 JST, the 18:00 period
    const id = await lottery(2);
    const member = await signUpMember(app);
    const periodPath = `/api/reward/v1/lottery/${id}/period/2026-11-25T18/`;
    const before = await json(await visitor.get(periodPath));
    expect(before.body).toMatchObject({ success: true, seed: null, periodKey: '2026-11-25T18', periodEnd: '2026-11-25T21:00:00.000Z' });
    await member.post(`${path(id)}confirm/`, { request_id: requestId() });
    await member.post(`${path(id)}confirm/`, { request_id: requestId() });
    const running = (await json(await visitor.get(periodPath))).body;
    expect(running.seed).toBeNull();
    expect(running.commitment).toMatch(/^[0-9a-f]{64}$/);
    const draws = (await json(await member.get(`/api/reward/v1/lottery/${id}/draws/`))).body.draws;
    expect(draws.map((d: { drawNumber: number }) => d.drawNumber)).toEqual([2, 1]);

    now = new Date('2026-11-25T21:00:00Z'); // 06:00 JST: the period has ended
    const after = await json(await visitor.get(periodPath));
    const { seed, commitment, odds } = after.body;
    expect(commitment).toBe(running.commitment);
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(commitment);
    // Recomputed here from the published algorithm alone, not with the module's own functions.
    for (const draw of draws) {
      const mac = createHmac('sha256', Buffer.from(seed, 'hex')).update(`${id}:${draw.periodKey}:${draw.memberId}:${draw.drawNumber}`).digest();
      const roll = Number((BigInt(`0x${mac.subarray(0, 6).toString('hex')}`) * 1_000_000n) >> 48n);
      expect(roll).toBe(draw.roll);
      let upTo = 0;
      const tier = odds.find((line: { weight: number }) => roll < (upTo += line.weight));
      expect(tier.tierId).toBe(draw.tierId);
    }
  });

  it('answers 404 for a period that is not one of the lottery\'s, or has not begun, and 400 for a malformed key', async () => {
    now = new Date('2026-11-25T10:00:00Z');
    const id = await lottery(1);
    expect((await visitor.get(`/api/reward/v1/lottery/${id}/period/2026-11-25T07/`)).status).toBe(404);
    expect((await visitor.get(`/api/reward/v1/lottery/${id}/period/2026-11-26T06/`)).status).toBe(404);
    expect((await visitor.get(`/api/reward/v1/lottery/${id}/period/2026-13-45T99/`)).status).toBe(404);
    expect((await visitor.get(`/api/reward/v1/lottery/${id}/period/yesterday/`)).status).toBe(400);
    expect((await visitor.get(`/api/reward/v1/lottery/${id}/draws/`)).status).toBe(401);
  });
});
