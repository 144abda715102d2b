import { describe, expect, it } from 'vitest';
import { clientFor } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { Campaign, commitmentOf } from '#modules/campaigns/index.ts';
import { seedDemoCampaigns } from './campaigns.ts';
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

  it('commits each present campaign\'s draw to a random seed, kept secret, never one derivable from its slug', async () => {
    const slugs = ['joshidensho', 'masurao', 'manga-festival', 'manga-festival/2024', 'manga-matsuri', 'spring-manga-2024'];
    const presents = await orm.em.fork().find(Campaign, { family: 'named', slug: { $in: slugs } });
    expect(presents.map((c) => c.slug).sort()).toEqual([...slugs].sort());
    for (const campaign of presents) {
      expect(campaign.seedCommitment, campaign.slug).not.toBe(commitmentOf(`demo-seed:${campaign.slug}`));
      expect(campaign.seed, campaign.slug).toMatch(/^[0-9a-f]{64}$/);
      expect(commitmentOf(campaign.seed!), campaign.slug).toBe(campaign.seedCommitment);
    }
    expect(new Set(presents.map((c) => c.seed)).size).toBe(presents.length);
  });

  it('gives a demo database seeded with the old derivable commitments random seeds on its next start', async () => {
    const em = orm.em.fork();
    const old = await em.findOneOrFail(Campaign, { family: 'named', slug: 'masurao' });
    const kept = { seed: old.seed, seedCommitment: old.seedCommitment };
    await em.nativeUpdate(Campaign, { id: old.id }, { seed: null, seedCommitment: commitmentOf('demo-seed:masurao') });
    try {
      await seedDemoCampaigns(orm);
      const now = await orm.em.fork().findOneOrFail(Campaign, { id: old.id });
      expect(now.seedCommitment).not.toBe(commitmentOf('demo-seed:masurao'));
      expect(commitmentOf(now.seed!)).toBe(now.seedCommitment);
    } finally {
      await orm.em.fork().nativeUpdate(Campaign, { id: old.id }, kept);
    }
  });
});
