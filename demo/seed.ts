import type { MikroORM } from '@mikro-orm/postgresql';
import { User } from '#modules/accounts/index.ts';
import { createContentBlocksService, createListService } from '#modules/catalogue/index.ts';
import { createNoticesService } from '#modules/notices/index.ts';
import { createWalletService } from '#modules/wallet/index.ts';
import { config } from '#platform/config.ts';
import { log } from '#platform/log/logger.ts';
import { seedDemoActivity } from './activity.ts';
import { seedDemoAffiliate } from './affiliate.ts';
import { seedDemoContentBlocks } from './blocks.ts';
import { seedDemoIfEmpty } from './catalogue/seed-catalogue.ts';
import { seedDemoCoupons } from './coupons.ts';
import { seedDemoCampaigns } from './campaigns.ts';
import { seedDemoLotteries } from './lotteries.ts';
import { seedDemoGifts } from './gifts.ts';
import { DEMO_MEMBERS, seedDemoMembers } from './members.ts';
import { seedDemoReviewReport } from './review-reports.ts';
import { seedDemoShelf } from './shelf.ts';
import { seedDemoStampCards } from './stamp-cards.ts';
import { seedDemoMissions } from './missions.ts';
import { seedDemoHistory } from './wallet-history.ts';

/**
 * What a fresh demo database gets (the composition root calls it in demo mode only, config.demoMode): the
 * demo catalogue, its blocks, coupons and 60 days of activity, and the demo members with their past.
 * Each part is skipped when already there.
 */
export async function seedDemoData(orm: MikroORM): Promise<void> {
  if (!config.demoMode) throw new Error('the demo data is never seeded outside demo mode');
  await seedDemoIfEmpty(orm);
  const blocks = createContentBlocksService(orm, createListService(orm));
  await seedDemoContentBlocks(orm, (inputs) => blocks.replaceAll(inputs));
  await seedDemoCoupons(orm);
  await seedDemoCampaigns(orm);
  await seedDemoLotteries(orm);
  await seedDemoGifts(orm);
  await seedDemoStampCards(orm);
  await seedDemoMissions(orm);
  const activity = await seedDemoActivity(orm, { sales: true });
  if (activity.reads || activity.purchases || activity.reviews) log.info(activity, '[seed] demo activity');
  if (await orm.em.fork().findOne(User, { email: DEMO_MEMBERS.member.email })) {
    // Added after the first demo members (decision 052): databases seeded before get it on their next start.
    await seedDemoAffiliate(orm);
    return;
  }
  const members = await seedDemoMembers(orm);
  const terms = createNoticesService(orm).terms;
  for (const userId of Object.values(members)) await terms.agreeToCurrent(userId);
  await seedDemoHistory(orm, createWalletService(orm), members);
  await seedDemoShelf(orm, createWalletService(orm), members);
  await seedDemoBalances(createWalletService(orm), members);
  await seedDemoAffiliate(orm);
  await seedDemoReviewReport(orm, members.premium);
  log.info('[seed] demo members: member@ / adult@ / premium@ / staff@yomiba.test (password yomiba-demo-1)');
}

const DAY = 86_400_000;

/** Issue 4's demo balances: member@ 500 coins and 100 points; premium@ a premium plan with tickets. Idempotent. */
async function seedDemoBalances(wallet: ReturnType<typeof createWalletService>, members: Awaited<ReturnType<typeof seedDemoMembers>>): Promise<void> {
  const demo = (key: string) => ({ reason: 'demo', reference: 'demo-seed', idempotencyKey: `demo:${key}` });
  await wallet.creditPurchase(members.member, { paymentId: 'demo-member-coins', paidCoins: 500 });
  await wallet.grantPoints(members.member, 100, demo('member-points'));
  await wallet.creditPurchase(members.adult, { paymentId: 'demo-adult-coins', paidCoins: 300, bonusCoins: 50, bonusExpiresAt: new Date(Date.now() + 30 * DAY) });
  await wallet.setPremiumUntil(members.premium, new Date(Date.now() + 30 * DAY));
  await wallet.grantPremiumTickets(members.premium, 10, new Date(Date.now() + 30 * DAY), demo('premium-tickets'));
  await wallet.grantTickets(members.premium, 5, new Date(Date.now() + 14 * DAY), demo('premium-general-tickets'));
  await wallet.creditPurchase(members.premium, { paymentId: 'demo-premium-coins', paidCoins: 1000 });
}
