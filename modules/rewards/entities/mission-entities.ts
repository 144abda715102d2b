import { RewardMission } from './mission.ts';
import { RewardMissionBoard } from './mission-board.ts';
import { RewardMissionClaim } from './mission-claim.ts';
import { RewardMissionEvent } from './mission-event.ts';

export { RewardMission, RewardMissionBoard, RewardMissionClaim, RewardMissionEvent };

/** The missions' tables (decision 050). */
export const missionEntities = [RewardMissionBoard, RewardMission, RewardMissionEvent, RewardMissionClaim];
