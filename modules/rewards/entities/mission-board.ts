import { defineEntity, p } from '@mikro-orm/core';

/** A page of missions (/special/mission/{code}/), open from `startsAt` to `endsAt` (exclusive, null = no end). */
export const RewardMissionBoardSchema = defineEntity({
  name: 'RewardMissionBoard',
  tableName: 'reward_mission_board',
  properties: {
    id: p.integer().primary().autoincrement(),
    code: p.string().length(40).unique('reward_mission_board_code_unique'),
    label: p.string().length(60),
    description: p.text(),
    startsAt: p.datetime(),
    endsAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class RewardMissionBoard extends RewardMissionBoardSchema.class {}
RewardMissionBoardSchema.setClass(RewardMissionBoard);
