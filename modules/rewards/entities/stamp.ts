import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { RewardStampCard } from './stamp-card.ts';

/**
 * One stamp: a member's action on a card. (card, user, action, reference) is unique, so the same
 * event (the same JST day's sign-in, the same story read, the same purchase) stamps once.
 */
export const RewardStampSchema = defineEntity({
  name: 'RewardStamp',
  tableName: 'reward_stamp',
  uniques: [{ name: 'reward_stamp_event_unique', properties: ['card', 'user', 'action', 'reference'] }],
  properties: {
    id: p.integer().primary(),
    card: () => p.manyToOne(RewardStampCard).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    action: p.string().length(20),
    reference: p.string().length(80),
    createdAt: p.datetime(),
  },
});

export class RewardStamp extends RewardStampSchema.class {}
RewardStampSchema.setClass(RewardStamp);
