import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';

/** A member's referral code (their link is /signup/?ref=<code>), made the first time they look at /affiliate/. */
export const AffiliateMemberSchema = defineEntity({
  name: 'AffiliateMember',
  tableName: 'affiliate_member',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    code: p.string().length(16).unique('affiliate_member_code_unique'),
    createdAt: p.datetime(),
  },
});

export class AffiliateMember extends AffiliateMemberSchema.class {}
AffiliateMemberSchema.setClass(AffiliateMember);
