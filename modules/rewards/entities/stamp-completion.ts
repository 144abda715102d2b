import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { RewardStampCard } from './stamp-card.ts';

/**
 * A member's completed card. (card, user) is unique: the prize (wallet operation `reward:stamp:<id>`)
 * or the gacha's draw (request id `stamp-<id>`) is given once, however many claims race.
 */
export const RewardStampCompletionSchema = defineEntity({
  name: 'RewardStampCompletion',
  tableName: 'reward_stamp_completion',
  uniques: [{ name: 'reward_stamp_completion_unique', properties: ['card', 'user'] }],
  properties: {
    id: p.integer().primary(),
    card: () => p.manyToOne(RewardStampCard).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** The draw of the card's gacha, when it gives one. */
    drawId: p.integer().nullable(),
    createdAt: p.datetime(),
  },
});

export class RewardStampCompletion extends RewardStampCompletionSchema.class {}
RewardStampCompletionSchema.setClass(RewardStampCompletion);
