import type { MikroORM } from '@mikro-orm/postgresql';
import type { WalletService } from '#modules/wallet/index.ts';

const DAY = 86_400_000;

type DemoStory = { titleCode: string; volumeSerialNumber: number; storyNumber: number; priceCoins: number };

async function demoStories(orm: MikroORM, where: string, offset: number, limit: number): Promise<DemoStory[]> {
  return orm.em.fork().execute<DemoStory[]>(
    `select t.title_code as "titleCode", v.serial_number as "volumeSerialNumber", s.story_number as "storyNumber", s.price_coins as "priceCoins"
       from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
      where ${where} and not t.is_adult order by s.id offset ? limit ?`,
    [offset, limit],
  );
}

/**
 * A believable past for a demo member, dated before today and netting to zero on coins and points (so
 * the balances of seed.ts stay what they say): a coin purchase with bonus coins spent on three
 * episodes (bonus first), an episode read with campaign points, a campaign bonus that expired unused,
 * two 待てば¥0 rentals (one over, one running) and, for coupons, a held campaign coupon.
 */
async function seedMemberHistory(orm: MikroORM, wallet: WalletService, userId: number, key: string, offset: number, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const coinStories = await demoStories(orm, 's.payment_type = 3 and s.price_coins > 0 and not t.is_store', offset, 4);
  // The first 待てば¥0 episode of two titles.
  const waitFree = await demoStories(orm, 's.payment_type = 2 and s.id in (select distinct on (title_id) id from story where payment_type = 2 order by title_id, story_number)', offset, 2);
  if (coinStories.length < 4) return;
  const [a, b, c, d] = coinStories as [DemoStory, DemoStory, DemoStory, DemoStory];
  const bought = a.priceCoins + b.priceCoins + c.priceCoins;
  const bonus = Math.min(30, bought - 1);
  await wallet.creditPurchase(userId, { paymentId: `demo-history-${key}-1`, paidCoins: bought - bonus, bonusCoins: bonus, bonusExpiresAt: ago(-120), at: ago(45) });
  for (const [story, days] of [[a, 44], [b, 30], [c, 12]] as const) await wallet.consume(userId, { ...story, ticketDiv: 'payment', paymentDiv: 'story' }, ago(days));
  await wallet.grantPoints(userId, d.priceCoins, { reason: 'login_bonus', reference: 'demo-login-bonus', idempotencyKey: `demo-history:${key}:points`, at: ago(40) });
  await wallet.consume(userId, { ...d, ticketDiv: 'point', paymentDiv: 'story' }, ago(20));
  await wallet.grantBonusCoins(userId, 50, ago(25), { reason: 'demo', reference: 'autumn-campaign', idempotencyKey: `demo-history:${key}:bonus`, at: ago(55) });
  await wallet.expire(userId, ago(24));
  // Two 待てば¥0 episodes of different titles: a rental that ended, one still running.
  if (waitFree[0]) await wallet.consume(userId, { ...waitFree[0], ticketDiv: 'wait_free', paymentDiv: 'story' }, ago(6));
  if (waitFree[1]) await wallet.consume(userId, { ...waitFree[1], ticketDiv: 'wait_free', paymentDiv: 'story' }, ago(1));
  await wallet.grantCoupons(userId, 1, { reason: 'coupon_campaign', reference: 'YOMIBA20', idempotencyKey: `coupon:YOMIBA20:${userId}`, at: ago(3) });
}

/** The demo members' wallet history (demo mode only, before their current balances are granted). */
export async function seedDemoHistory(orm: MikroORM, wallet: WalletService, members: { member: number; adult: number }, now = new Date()): Promise<void> {
  await seedMemberHistory(orm, wallet, members.member, 'member', 0, now);
  await seedMemberHistory(orm, wallet, members.adult, 'adult', 4, now);
}
