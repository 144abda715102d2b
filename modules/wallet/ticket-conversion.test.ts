import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { reconcileWallet } from './reconcile.ts';
import { createTicketConversion } from './ticket-conversion.ts';
import { linesByDay } from './ticket-conversion-rules.ts';

const { app, orm, services } = await createTestApp();
const wallet = services.wallet;
const DAY = 86_400_000;
const LIST = '/api/v1/ticket/convertible/';
const CONVERT = '/payment/api/v1/ticket/convert/';

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });
const expectClean = async (...userIds: number[]) => expect(await reconcileWallet(orm.em.fork(), { userIds })).toEqual([]);
const requestId = () => randomUUID().replaceAll('-', '');
const source = { reason: 'campaign', reference: 'test' };

/** A member with 2 tickets expiring in 3 days, 1 premium ticket in 6 days, and 4 tickets in 20 days. */
async function memberWithTickets() {
  const m = await signUpMember(app);
  const now = Date.now();
  await wallet.grantTickets(m.userId, 2, new Date(now + 3 * DAY), source);
  await wallet.grantPremiumTickets(m.userId, 1, new Date(now + 6 * DAY), source);
  await wallet.grantTickets(m.userId, 4, new Date(now + 20 * DAY), source);
  return m;
}

describe('ticket to coin conversion', () => {
  it('lists only the tickets expiring within 7 days, soonest first, 30 coins each', async () => {
    const m = await memberWithTickets();
    const { status, body } = await json(await m.get(LIST));
    expect(status).toBe(200);
    expect(body.convertibleTickets).toEqual([
      expect.objectContaining({ name: 'チケット', count: 2, coinsEach: 30 }),
      expect.objectContaining({ name: 'プレミアムチケット', count: 1, coinsEach: 30 }),
    ]);
    expect(new Date(body.convertibleTickets[0].expiresAt).getTime()).toBeLessThan(new Date(body.convertibleTickets[1].expiresAt).getTime());
  });

  it('turns exactly those tickets into bonus coins valid 30 days, leaving the later ones', async () => {
    const m = await memberWithTickets();
    const before = Date.now();
    const { status, body } = await json(await m.post(CONVERT, { coins: 90, request_id: requestId() }));
    expect(status).toBe(200);
    expect(body.message.content).toBe('チケット3枚を90ボーナスコインに交換しました。');
    expect(body.data).toMatchObject({ converted: true, tickets: 3, coins: 90 });
    expect(new Date(body.data.expiresAt).getTime()).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(body.convertibleTickets).toEqual([]);
    expect(await wallet.balancesOf(m.userId)).toMatchObject({ userTicket: 4, premiumUserTicketRemained: 0, userBonusCoin: 90, userCoin: 90 });
    const history = await json(await m.get('/api/v1/myitem/history/coin/'));
    expect(history.body.data.items[0]).toMatchObject({ label: 'チケット交換', bonusAmount: 90, detail: '期限間近のチケットから交換' });
    await expectClean(m.userId);
  });

  it('refuses a total the server did not offer (tampered or outdated) and converts nothing', async () => {
    const m = await memberWithTickets();
    for (const coins of [60, 91, 9000]) {
      const { status, body } = await json(await m.post(CONVERT, { coins, request_id: requestId() }));
      expect(status).toBe(409);
      expect(body.message.content).toBe('交換できるチケットが変わりました。画面を再読み込みしてからもう一度お試しください。');
    }
    expect(await wallet.balancesOf(m.userId)).toMatchObject({ userTicket: 6, premiumUserTicketRemained: 1, userBonusCoin: 0 });
    await expectClean(m.userId);
  });

  it('converts once under repeated and concurrent requests', async () => {
    const m = await memberWithTickets();
    const id = requestId();
    const same = await Promise.all(Array.from({ length: 8 }, () => m.post(CONVERT, { coins: 90, request_id: id }).then(json)));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(same.filter((r) => r.body.data.converted)).toHaveLength(1);
    const distinct = await Promise.all(Array.from({ length: 8 }, () => m.post(CONVERT, { coins: 90, request_id: requestId() }).then(json)));
    expect(distinct.every((r) => r.status === 409 && r.body.message.content === '交換できるチケットはありません。')).toBe(true);
    expect(await wallet.balancesOf(m.userId)).toMatchObject({ userTicket: 4, premiumUserTicketRemained: 0, userBonusCoin: 90 });
    await expectClean(m.userId);
  });

  it('never converts tickets that already expired, and takes tickets entering the window later (injectable clock)', async () => {
    const m = await memberWithTickets();
    const conversion = createTicketConversion(orm);
    const in5Days = new Date(Date.now() + 5 * DAY);
    // The 2 tickets of day 3 are gone by day 5; the premium one (day 6) is still there.
    expect((await conversion.convertible(m.userId, in5Days)).map((t) => [t.name, t.count])).toEqual([['プレミアムチケット', 1]]);
    expect(await conversion.convert(m.userId, { requestId: requestId(), coins: 30 }, in5Days)).toMatchObject({ converted: true, tickets: 1, coins: 30 });
    const in14Days = new Date(Date.now() + 14 * DAY);
    expect(await conversion.convertible(m.userId, in14Days)).toEqual([expect.objectContaining({ name: 'チケット', count: 4 })]);
    expect(await conversion.convert(m.userId, { requestId: requestId(), coins: 120 }, in14Days)).toMatchObject({ converted: true, tickets: 4, coins: 120 });
    expect(await wallet.balancesOf(m.userId, in14Days)).toMatchObject({ userTicket: 0, premiumUserTicketRemained: 0, userBonusCoin: 150 });
    await expectClean(m.userId);
  });

  it('needs a member and valid input', async () => {
    expect((await clientFor(app).get(LIST)).status).toBe(401);
    expect((await clientFor(app).post(CONVERT, { coins: 90, request_id: requestId() })).status).toBe(401);
    const m = await memberWithTickets();
    for (const body of [{ coins: 0, request_id: requestId() }, { coins: '90', request_id: requestId() }, { coins: 90 }, { coins: 90, request_id: 'x' }]) {
      const answer = await json(await m.post(CONVERT, body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const none = await json(await (await signUpMember(app)).post(CONVERT, { coins: 30, request_id: requestId() }));
    expect(none).toMatchObject({ status: 409, body: { message: { content: '交換できるチケットはありません。' } } });
    expect(await wallet.balancesOf(m.userId)).toMatchObject({ userTicket: 6, premiumUserTicketRemained: 1 });
  });
});

describe('the convert modal lines', () => {
  it('one line per kind of ticket and day in Japan time, dated by the first to expire, counts and coins added up', () => {
    const lines = linesByDay([
      { id: 'premium_ticket:x', name: 'プレミアムチケット', count: 1, coinsEach: 30, expiresAt: '2026-12-01T03:00:01.000Z' },
      { id: 'ticket:b', name: 'チケット', count: 2, coinsEach: 30, expiresAt: '2026-12-01T03:00:04.000Z' },
      { id: 'ticket:a', name: 'チケット', count: 1, coinsEach: 30, expiresAt: '2026-12-01T03:00:00.000Z' },
      // 00:30 on 2 December in Japan: the next day.
      { id: 'ticket:c', name: 'チケット', count: 1, coinsEach: 30, expiresAt: '2026-12-01T15:30:00.000Z' },
    ]);
    expect(lines).toEqual([
      { key: 'チケット:2026-12-01', name: 'チケット', count: 3, coins: 90, expiresAt: '2026-12-01T03:00:00.000Z' },
      { key: 'プレミアムチケット:2026-12-01', name: 'プレミアムチケット', count: 1, coins: 30, expiresAt: '2026-12-01T03:00:01.000Z' },
      { key: 'チケット:2026-12-02', name: 'チケット', count: 1, coins: 30, expiresAt: '2026-12-01T15:30:00.000Z' },
    ]);
  });
});
