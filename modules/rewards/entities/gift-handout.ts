import { defineEntity, p } from '@mikro-orm/core';

/**
 * A staff gift handout (decision 069): what members are offered (label, asset, amount, validity), claim-by
 * (exclusive) and who gets it: every member, or `memberIds`. Once `sentAt` is set it is never edited; sending
 * offers it through `reward_pending` with source key `gift:handout:<id>`, so each member has it once.
 */
export const RewardGiftHandoutSchema = defineEntity({
  name: 'RewardGiftHandout',
  tableName: 'reward_gift_handout',
  properties: {
    id: p.integer().primary().autoincrement(),
    label: p.string().length(100),
    asset: p.string().length(16).$type<'point' | 'bonus_coin' | 'ticket'>().check("asset in ('point', 'bonus_coin', 'ticket')"),
    amount: p.integer().check('amount > 0'),
    validHours: p.integer().nullable(),
    claimBy: p.datetime(),
    allMembers: p.boolean(),
    memberIds: p.json<number[]>().default('[]'),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    /** In the staff console's trash: not sent, and what it offered is not received. */
    deletedAt: p.datetime().nullable(),
  },
});

export class RewardGiftHandout extends RewardGiftHandoutSchema.class {}
RewardGiftHandoutSchema.setClass(RewardGiftHandout);
