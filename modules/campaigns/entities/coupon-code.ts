import { defineEntity, p } from '@mikro-orm/core';
import { CouponCampaign } from './coupon-campaign.ts';

/**
 * A code members redeem at /gift/coupon/{code}/ for a coupon campaign (decision 067): staff enter or
 * generate them. A campaign with codes is redeemed only through them; without, through its coupon code.
 */
export const CouponCodeSchema = defineEntity({
  name: 'CouponCode',
  tableName: 'coupon_code',
  properties: {
    id: p.integer().primary(),
    campaign: () => p.manyToOne(CouponCampaign).deleteRule('cascade').index('coupon_code_campaign_idx'),
    code: p.string().length(32).unique('coupon_code_code_unique'),
    createdAt: p.datetime(),
  },
});

export class CouponCode extends CouponCodeSchema.class {}
CouponCodeSchema.setClass(CouponCode);
