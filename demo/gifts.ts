import type { MikroORM } from '@mikro-orm/postgresql';
import { CouponAudience, CouponCampaign } from '#modules/campaigns/index.ts';
import { jstDayKey, jstDayStart, RewardTicketCampaign } from '#modules/rewards/index.ts';

/** The demo's gift coupon (/gift/coupon/GIFT100COINS/) and ticket campaign (/gift/ticket/xmas-daily50/), relative to the seeding day. */
export const DEMO_GIFT_COUPON_CODE = 'GIFT100COINS';
export const DEMO_TICKET_CAMPAIGN_CODE = 'xmas-daily50';

const DAY = 86_400_000;

/** Creates each unless it is there (by code). */
export async function seedDemoGifts(orm: MikroORM, at = new Date()): Promise<void> {
  const em = orm.em.fork();
  // From 00:00 JST of the day before seeding to 00:00 JST 31 days after it.
  const starts = new Date(jstDayStart(jstDayKey(at)).getTime() - DAY);
  const ends = new Date(starts.getTime() + 32 * DAY);
  if (!(await em.findOne(CouponCampaign, { couponCode: DEMO_GIFT_COUPON_CODE }))) {
    em.create(CouponCampaign, {
      couponCode: DEMO_GIFT_COUPON_CODE,
      couponName: '100ボーナスコインプレゼント',
      description: '受け取るだけで100ボーナスコインをプレゼント。ボーナスコインの有効期限は受け取りから30日間です。',
      additionalCoinRate: 0,
      quantity: 1,
      bonusQuantity: 100,
      itemPriceWithoutCoupon: null,
      wideImageUrl: null,
      startsAt: starts,
      endsAt: ends,
      targetPathPrefix: '/gift/',
      audience: CouponAudience.Members,
      priority: 0,
      recommendable: false,
    });
  }
  if (!(await em.findOne(RewardTicketCampaign, { code: DEMO_TICKET_CAMPAIGN_CODE }))) {
    em.create(RewardTicketCampaign, {
      code: DEMO_TICKET_CAMPAIGN_CODE,
      label: 'クリスマス 毎日50枚チケットプレゼント',
      description: '期間中は毎日、チケットを50枚（2000円相当）プレゼント。受け取ったチケットの有効期限は72時間です。',
      tickets: 50,
      per: 'day',
      validHours: 72,
      startsAt: starts,
      endsAt: ends,
      createdAt: at,
    });
  }
  await em.flush();
}
