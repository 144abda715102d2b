import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { RewardMission } from './mission.ts';

/**
 * A mission claimed: (mission, member, slot) unique, the slot being the JST day of a daily mission and ''
 * for a board mission. The row and its wallet grant (`reward:mission:<id>`) commit together.
 */
export const RewardMissionClaimSchema = defineEntity({
  name: 'RewardMissionClaim',
  tableName: 'reward_mission_claim',
  uniques: [{ name: 'reward_mission_claim_unique', properties: ['mission', 'user', 'slot'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    mission: () => p.manyToOne(RewardMission).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    slot: p.string().length(10),
    createdAt: p.datetime(),
  },
});

export class RewardMissionClaim extends RewardMissionClaimSchema.class {}
RewardMissionClaimSchema.setClass(RewardMissionClaim);
