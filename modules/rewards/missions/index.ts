/** Missions (issue 16 item 7, decision 050). */
export { createMissionService, type MissionBoardInput, type MissionBoardView, type MissionClaimed, type MissionInput, type MissionService, type MissionView } from './mission-service.ts';
export { createMissionBoard } from './mission-admin.ts';
export { MissionError, type MissionErrorCode } from './mission-errors.ts';
export { missionErrorMapping } from './mission-error-mapping.ts';
export { missionBoardJson, missionRouter } from './mission-router.ts';
export { MISSION_ACTIONS, isMissionAction, type MissionAction, type MissionPer } from './mission-rules.ts';
