import { describe, expect, it } from 'vitest';
import { clientFor } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { DEMO_DAILY_GACHA_CODE } from './lotteries.ts';
import { DEMO_PASSWORD } from './members.ts';

const { app, orm } = await createTestApp();

async function initializeAs(email: string) {
  const signIn = await clientFor(app).post('/api/v1/signin/', { email, password: DEMO_PASSWORD });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('yomiba_session='))!.split(';')[0]!;
  return (await (await clientFor(app, cookie).get('/api/v1/initialize/')).json()) as { user: Record<string, unknown> };
}

describe('demo data (seeded in demo mode)', () => {
  it('member@ has 500 coins and 100 points', async () => {
    const { user } = await initializeAs('member@yomiba.test');
    expect(user).toMatchObject({ userCoin: 500, userPoint: 100, userCanExchangePoint: 100, userPremium: false });
  });

  it('premium@ is premium with premium tickets that expire in days', async () => {
    const { user } = await initializeAs('premium@yomiba.test');
    expect(user).toMatchObject({ userPremium: true, premiumUserTicketRemained: 10, userTicket: 5, userCoin: 1000 });
    expect(user.premiumUserTicketExpireDays).toBeGreaterThan(0);
  });

  it('adult@ is adult-valid, staff@ is staff', async () => {
    expect((await initializeAs('adult@yomiba.test')).user).toMatchObject({ userValidAdult: 1, isStaff: false, userCoin: 350 });
    expect((await initializeAs('staff@yomiba.test')).user).toMatchObject({ isStaff: true });
  });

  it('has a daily gacha running, three draws a day with published odds', async () => {
    const [lottery] = (await orm.em.fork().execute('select id from reward_lottery where code = ?', [DEMO_DAILY_GACHA_CODE])) as [{ id: number }];
    const body = (await (await clientFor(app).get(`/api/special/gacha/daily/${lottery.id}/`)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: true, label: 'デイリーガチャ', maxGacha: 1, remained: 1 });
    expect((body.odds as { rate: string }[]).map((o) => o.rate)).toEqual(['1%', '9%', '10%', '30%', '50%']);
  });
});
