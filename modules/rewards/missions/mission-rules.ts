/**
 * Missions (issue 16 item 7): each one a fixed action counted up to a fixed target, never random. A daily
 * mission counts the JST day's events and opens again at 00:00 JST; a board mission counts the events
 * of the board's whole window and is claimed once.
 */
export const MISSION_ACTIONS = ['daily-sign-in', 'episode-read', 'favorite', 'review', 'purchase'] as const;
export type MissionAction = (typeof MISSION_ACTIONS)[number];

export const MISSION_PERS = ['day', 'board'] as const;
export type MissionPer = (typeof MISSION_PERS)[number];

export const isMissionAction = (action: string): action is MissionAction => (MISSION_ACTIONS as readonly string[]).includes(action);

/** The claim slot of a mission at a JST day: the day for a daily mission, '' for a board mission. */
export const missionSlot = (per: MissionPer, dayKey: string): string => (per === 'day' ? dayKey : '');

export type MissionProblem = { kind: 'label-missing' | 'action-unknown' | 'target-out-of-range'; label: string };

/** What is wrong with a mission's definition (empty when it may be saved). */
export function missionProblems(missions: readonly { label: string; action: string; target: number }[]): MissionProblem[] {
  const problems: MissionProblem[] = [];
  for (const mission of missions) {
    if (mission.label.trim() === '') problems.push({ kind: 'label-missing', label: mission.label });
    if (!isMissionAction(mission.action)) problems.push({ kind: 'action-unknown', label: mission.label });
    if (!Number.isInteger(mission.target) || mission.target < 1 || mission.target > 100) problems.push({ kind: 'target-out-of-range', label: mission.label });
  }
  return problems;
}
