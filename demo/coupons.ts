import type { MikroORM } from '@mikro-orm/postgresql';
import { CouponAudience, CouponCampaign } from '#modules/campaigns/index.ts';

const DAY = 86_400_000;

/** Coupon campaigns of the demo data, valid for a year from the seed. */
export async function seedDemoCoupons(orm: MikroORM, now = new Date()): Promise<void> {
  const em = orm.em.fork();
  if ((await em.count(CouponCampaign, {})) > 0) return;
  const starts = new Date(now.getTime() - DAY);
  const year = new Date(now.getTime() + 365 * DAY);
  const rows = [
    { couponCode: 'WELCOME50', couponName: '初回コイン購入50%増量クーポン', description: '初めてのコイン購入で、購入コインの50%をボーナスコインとしてプレゼント。会員登録したその日から使えます。', additionalCoinRate: 50, audience: CouponAudience.Visitors, targetPathPrefix: '/', priority: 10 },
    { couponCode: 'YOMIBA20', couponName: 'コイン20%増量クーポン', description: 'コイン購入時にボーナスコインが20%増量。期間中1回ご利用いただけます。', additionalCoinRate: 20, audience: CouponAudience.Members, targetPathPrefix: '/', priority: 5 },
    { couponCode: 'STORE30UP', couponName: 'ストア限定 30%増量クーポン', description: 'ストアで単行本を買うときに使えるコイン30%増量クーポンです。', additionalCoinRate: 30, audience: CouponAudience.Everyone, targetPathPrefix: '/book/store/', priority: 5 },
    { couponCode: 'BONUS100', couponName: 'ボーナス100コインプレゼント', description: '受け取るだけで100ボーナスコインをプレゼント（有効期限30日）。', additionalCoinRate: 0, bonusQuantity: 100, audience: CouponAudience.Members, targetPathPrefix: '/gift/', priority: 1 },
  ];
  for (const row of rows) em.create(CouponCampaign, { quantity: 1, bonusQuantity: 0, itemPriceWithoutCoupon: null, wideImageUrl: null, startsAt: starts, endsAt: year, recommendable: true, ...row });
  await em.flush();
}
