import { defineEntity, p } from '@mikro-orm/core';

/** Who a coupon campaign is recommended to. */
export const CouponAudience = { Everyone: 1, Members: 2, Visitors: 3 } as const;
export type CouponAudience = (typeof CouponAudience)[keyof typeof CouponAudience];

/**
 * A coupon that staff offer (spec §3 "Coupon"): a coin-purchase bonus valid in a time window,
 * recommended on the pages under `targetPathPrefix` (the first-page-load recommend call). What a
 * member holds and uses is the wallet's business; this is the offer itself.
 */
export const CouponCampaignSchema = defineEntity({
  name: 'CouponCampaign',
  tableName: 'coupon_campaign',
  indexes: [{ name: 'coupon_campaign_window_idx', properties: ['startsAt', 'endsAt'] }],
  properties: {
    id: p.integer().primary(),
    couponCode: p.string().length(32).unique(),
    couponName: p.string().length(100),
    description: p.text(),
    /** Extra coins on a coin purchase, in percent (e.g. 20 = +20%). */
    additionalCoinRate: p.smallint().default(0).check('additional_coin_rate >= 0 and additional_coin_rate <= 500'),
    /** How many times one member may use it. */
    quantity: p.smallint().default(1).check('quantity > 0'),
    /** Bonus coins granted outright with the coupon (0 when it is a rate coupon only). */
    bonusQuantity: p.integer().default(0).check('bonus_quantity >= 0'),
    /** The coin pack price the coupon applies to, in yen; null for any pack. */
    itemPriceWithoutCoupon: p.integer().nullable(),
    wideImageUrl: p.string().length(512).nullable(),
    startsAt: p.datetime(),
    /** The coupon's expireDate: the end of the window (exclusive). */
    endsAt: p.datetime(),
    /** Recommended on paths starting with this ('/' = everywhere). */
    targetPathPrefix: p.string().length(200).default('/'),
    audience: p.smallint().$type<CouponAudience>().default(1).check('audience in (1, 2, 3)'),
    /** Higher first, after the most specific path prefix. */
    priority: p.smallint().default(0),
    recommendable: p.boolean().default(true),
  },
});

export class CouponCampaign extends CouponCampaignSchema.class {}
CouponCampaignSchema.setClass(CouponCampaign);
