/**
 * The missions' statements that run inside the wallet's member transaction (MemberLedger.execute takes
 * an SqlStatement): a mission's progress, and taking its claim slot.
 */
import { sql, type SqlStatement } from '#platform/db/sql-template.ts';

/**
 * Distinct events of `action` counted for a mission: the JST day's for a daily mission (`dayKey`), else
 * those in the board's window [from, to) (to null: no end).
 */
export const missionProgress = (userId: number, action: string, window: { dayKey: string } | { from: Date; to: Date | null }): SqlStatement =>
  'dayKey' in window
    ? sql`select count(*)::int as n from reward_mission_event where user_id = ${userId} and action = ${action} and day_key = ${window.dayKey}`
    : sql`select count(distinct reference)::int as n from reward_mission_event where user_id = ${userId} and action = ${action} and created_at >= ${window.from} and (${window.to}::timestamptz is null or created_at < ${window.to})`;

/** Takes the member's claim of a mission for a slot (the JST day, or ''); no row back when taken before. */
export const insertMissionClaim = (missionId: number, userId: number, slot: string, at: Date): SqlStatement =>
  sql`insert into reward_mission_claim (mission_id, user_id, slot, created_at) values (${missionId}, ${userId}, ${slot}, ${at})
      on conflict (mission_id, user_id, slot) do nothing returning id`;
