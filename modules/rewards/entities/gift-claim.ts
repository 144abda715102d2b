import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';

/**
 * One claim of a gift coupon or a ticket campaign. (user, kind, code, dayKey) is unique, dayKey being the
 * JST date for a once-a-day campaign, the redeemed code for a coupon code (decision 067) and '' otherwise, so a member claims each at most once per slot; the
 * row and its wallet grant commit together under the member's wallet lock.
 */
export const RewardGiftClaimSchema = defineEntity({
  name: 'RewardGiftClaim',
  tableName: 'reward_gift_claim',
  uniques: [{ name: 'reward_gift_claim_slot_unique', properties: ['user', 'kind', 'code', 'dayKey'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.string().length(10).$type<'coupon' | 'ticket'>().check("kind in ('coupon', 'ticket')"),
    code: p.string().length(40),
    dayKey: p.string().length(40),
    createdAt: p.datetime(),
  },
});

export class RewardGiftClaim extends RewardGiftClaimSchema.class {}
RewardGiftClaimSchema.setClass(RewardGiftClaim);
