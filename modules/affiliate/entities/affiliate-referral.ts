import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';

/**
 * A member who signed up through someone's referral link (one referrer per member). `creditedAt` is
 * set, under the referrer's wallet lock, in the transaction that credits the referral reward.
 */
export const AffiliateReferralSchema = defineEntity({
  name: 'AffiliateReferral',
  tableName: 'affiliate_referral',
  indexes: [{ name: 'affiliate_referral_referrer_idx', properties: ['referrer', 'createdAt'] }],
  properties: {
    referred: () => p.manyToOne(User).primary().deleteRule('cascade'),
    referrer: () => p.manyToOne(User).deleteRule('cascade'),
    createdAt: p.datetime(),
    /** When the referred member's sign-up was completed (its mailed link followed); until then the referral is not shown nor credited. */
    confirmedAt: p.datetime().nullable(),
    creditedAt: p.datetime().nullable(),
    creditYen: p.integer().nullable(),
  },
});

export class AffiliateReferral extends AffiliateReferralSchema.class {}
AffiliateReferralSchema.setClass(AffiliateReferral);
