import type { MissionAction, MissionPer } from './mission-rules.ts';

/** A mission as a member (or a visitor) sees it (browser-safe). */
export type MissionView = {
  id: number;
  label: string;
  description: string;
  action: MissionAction;
  target: number;
  per: MissionPer;
  prizeLabel: string;
  /** The member's distinct events counted (never more than the target); 0 for a visitor. */
  progress: number;
  /** Claimed for the current slot (today, for a daily mission). */
  claimed: boolean;
  /** Achieved and not claimed yet, while the board runs. */
  claimable: boolean;
};
