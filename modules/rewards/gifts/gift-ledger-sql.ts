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

/** Marks every reward still waiting and not lapsed as received, and returns them (not those of a trashed handout). */
export const receivePending = (userId: number, at: Date): SqlStatement =>
  sql`update reward_pending set received_at = ${at}
       where user_id = ${userId} and received_at is null and (claim_by is null or claim_by > ${at})
         and not exists (select 1 from reward_gift_handout h where h.deleted_at is not null and reward_pending.source_key = 'gift:handout:' || h.id)
      returning id, kind, source_key, label, asset, amount, valid_hours`;

/** The member's coupon claims of one campaign (any of its codes), under their wallet lock. */
export const countCouponClaims = (userId: number, couponCode: string): SqlStatement =>
  sql`select count(*)::int as count from reward_gift_claim where user_id = ${userId} and kind = 'coupon' and code = ${couponCode}`;

/**
 * One more use of a limited coupon or code (decision 067): no row back when `limit` uses were made. The
 * row stays locked until the claim's transaction ends, so parallel redemptions wait and never pass it.
 */
export const takeCouponUse = (key: string, limit: number): SqlStatement =>
  sql`insert into reward_coupon_tally (key, used) values (${key}, 1)
      on conflict (key) do update set used = reward_coupon_tally.used + 1 where reward_coupon_tally.used < ${limit}
      returning used`;
