import { defineEntity, p } from '@mikro-orm/core';

/**
 * How many times a coupon campaign (key `total:<coupon code>`) or a single-use code (`code:<code>`) was
 * redeemed (decision 067). Raised with `… set used = used + 1 where used < limit` in the claim's transaction:
 * the row lock makes parallel redemptions wait, and the limit can never be passed.
 */
export const RewardCouponTallySchema = defineEntity({
  name: 'RewardCouponTally',
  tableName: 'reward_coupon_tally',
  properties: {
    key: p.string().length(80).primary(),
    used: p.integer().default(0),
  },
});

export class RewardCouponTally extends RewardCouponTallySchema.class {}
RewardCouponTallySchema.setClass(RewardCouponTally);
