import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { RewardLottery } from './lottery.ts';

/**
 * One draw beyond a lottery's allowance for a member in a period, earned elsewhere (a completed stamp
 * card, a watched video). `source` is unique ('stamp:<completionId>', 'video:<transactionId>'), so an
 * earning counts once. Extra draws are ordinary numbered draws: they recompute like any other.
 */
export const RewardExtraDrawSchema = defineEntity({
  name: 'RewardExtraDraw',
  tableName: 'reward_extra_draw',
  indexes: [{ name: 'reward_extra_draw_member_idx', properties: ['lottery', 'user', 'periodKey'] }],
  properties: {
    id: p.integer().primary(),
    lottery: () => p.manyToOne(RewardLottery).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    periodKey: p.string().length(13),
    source: p.string().length(80).unique('reward_extra_draw_source_unique'),
    createdAt: p.datetime(),
  },
});

export class RewardExtraDraw extends RewardExtraDrawSchema.class {}
RewardExtraDrawSchema.setClass(RewardExtraDraw);
