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
    /** How many of the campaign's codes one member may redeem (each code once per member; decision 067). */
    perMemberLimit: p.smallint().default(1).check('per_member_limit >= 1 and per_member_limit <= 100'),
    /** Redemptions by all members together; null = no limit. */
    totalLimit: p.integer().nullable().check('total_limit is null or total_limit > 0'),
    /** Each of the campaign's codes may be redeemed once in all (serial codes) instead of once per member. */
    singleUseCodes: p.boolean().default(false),
    /** How members get the code: announced to anyone ('open', オープン) or handed to buyers ('purchase', 総付景品). */
    distribution: p.string().length(10).$type<'open' | 'purchase'>().default('open').check("distribution in ('open', 'purchase')"),
    /** For 'purchase': the smallest purchase (yen, 税込) the code comes with; the 総付景品 limit is measured on it. */
    purchaseYen: p.integer().nullable(),
    /** In the staff console's trash: its codes are not redeemed, it is not recommended (held coupons stay). */
    deletedAt: p.datetime().nullable(),
  },
});

export class CouponCampaign extends CouponCampaignSchema.class {}
CouponCampaignSchema.setClass(CouponCampaign);
