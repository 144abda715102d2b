/**
 * The gifts' statements that run inside the wallet's member transaction (MemberLedger.execute takes an
 * SqlStatement, not a query builder): a claim's slot, and receiving every pending reward at once.
 */
import { sql, type SqlStatement } from '#platform/db/sql-template.ts';

/** Takes the member's slot of a gift; no row back when it was taken before. */
export const insertClaim = (userId: number, kind: 'coupon' | 'ticket', code: string, dayKey: string, at: Date): SqlStatement =>
  sql`insert into reward_gift_claim (user_id, kind, code, day_key, created_at) values (${userId}, ${kind}, ${code}, ${dayKey}, ${at})
      on conflict (user_id, kind, code, day_key) do nothing returning id`;

export type ReceivedRow = { id: number; kind: string; source_key: string; label: string; asset: 'point' | 'bonus_coin' | 'ticket'; amount: number; valid_hours: number | null };

/** Marks every reward still waiting and not lapsed as received, and returns them. */
export const receivePending = (userId: number, at: Date): SqlStatement =>
  sql`update reward_pending set received_at = ${at}
       where user_id = ${userId} and received_at is null and (claim_by is null or claim_by > ${at})
      returning id, kind, source_key, label, asset, amount, valid_hours`;
