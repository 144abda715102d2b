import { defineEntity, p } from '@mikro-orm/core';
import type { PrizeSpec } from '../domain/prizes.ts';
import type { MissionAction, MissionPer } from '../missions/mission-rules.ts';
import { RewardMissionBoard } from './mission-board.ts';

/**
 * One mission of a board: `target` distinct events of `action` (a story read, a title favourited...),
 * counted per JST day (`per` = 'day', claimable again each day) or over the board's window ('board').
 */
export const RewardMissionSchema = defineEntity({
  name: 'RewardMission',
  tableName: 'reward_mission',
  properties: {
    id: p.integer().primary().autoincrement(),
    board: () => p.manyToOne(RewardMissionBoard).deleteRule('cascade'),
    position: p.integer(),
    label: p.string().length(60),
    description: p.text(),
    action: p.string().length(20).$type<MissionAction>(),
    target: p.integer().check('target > 0 and target <= 100'),
    per: p.string().length(10).$type<MissionPer>().check("per in ('day', 'board')"),
    prize: p.json<PrizeSpec>(),
    createdAt: p.datetime(),
  },
});

export class RewardMission extends RewardMissionSchema.class {}
RewardMissionSchema.setClass(RewardMission);
