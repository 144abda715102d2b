import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';

/**
 * A member's action as missions count it (reported by the composition root, decision 050): one row per
 * (member, action, reference, JST day), so a repeated event counts once, and once per day.
 */
export const RewardMissionEventSchema = defineEntity({
  name: 'RewardMissionEvent',
  tableName: 'reward_mission_event',
  uniques: [{ name: 'reward_mission_event_unique', properties: ['user', 'action', 'dayKey', 'reference'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    action: p.string().length(20),
    reference: p.string().length(80),
    dayKey: p.string().length(10),
    createdAt: p.datetime(),
  },
});

export class RewardMissionEvent extends RewardMissionEventSchema.class {}
RewardMissionEventSchema.setClass(RewardMissionEvent);
