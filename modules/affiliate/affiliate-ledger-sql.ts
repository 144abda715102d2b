/**
 * The affiliate statements that run inside the wallet's member transaction (MemberLedger.execute takes
 * an SqlStatement, not a query builder), so that each is written with its debit or credit under the
 * member's wallet lock: a payout request and its status moves with their history, and a referral
 * marked credited.
 */
import { sql, type SqlStatement } from '#platform/db/sql-template.ts';
import type { PayoutStatus } from './payout-rules.ts';

/** The columns of a new request that depend on its method (bank fields, or the ドットマネー account). */
export type PayoutAccountColumns = {
  bank_code: string | null;
  bank_name: string | null;
  branch_code: string | null;
  branch_name: string | null;
  account_type: string | null;
  account_number_enc: string | null;
  account_last3: string | null;
  holder_kana: string | null;
  dotmoney_account: string | null;
};

export type NewPayoutRequest = { requestId: string; userId: number; method: string; amount: number; fee: number; account: PayoutAccountColumns; at: Date };

/** Writes a request in 申請中; no row back when its request id was used before. */
export const insertPayoutRequest = ({ requestId, userId, method, amount, fee, account: a, at }: NewPayoutRequest): SqlStatement =>
  sql`insert into payout_request (request_id, user_id, method, amount, fee, bank_code, bank_name, branch_code, branch_name, account_type, account_number_enc, account_last3, holder_kana, dotmoney_account, status, return_reason, created_at, updated_at)
      values (${requestId}, ${userId}, ${method}, ${amount}, ${fee}, ${a.bank_code}, ${a.bank_name}, ${a.branch_code}, ${a.branch_name}, ${a.account_type}, ${a.account_number_enc}, ${a.account_last3}, ${a.holder_kana}, ${a.dotmoney_account}, 'requested', null, ${at}, ${at})
      on conflict (request_id) do nothing returning *`;

/** The member's request written earlier under this request id. */
export const payoutRequestByRequestId = (requestId: string, userId: number): SqlStatement =>
  sql`select * from payout_request where request_id = ${requestId} and user_id = ${userId}`;

/** Moves a request from one of `from` to `to`; no row back when it is in none of them. */
export const movePayoutRequest = (id: number, from: readonly PayoutStatus[], to: PayoutStatus, at: Date): SqlStatement =>
  sql`update payout_request set status = ${to}, updated_at = ${at} where id = ${id} and status = any(${`{${from.join(',')}}`}::text[]) returning *`;

/** Returns a request in 申請中 or 振込処理中 with a reason; no row back when it is in neither. */
export const returnPayoutRequest = (id: number, reason: string, at: Date): SqlStatement =>
  sql`update payout_request set status = 'returned', return_reason = ${reason}, updated_at = ${at} where id = ${id} and status in ('requested', 'processing') returning *`;

/** One line of a request's history: the status it took, who set it and when. */
export const insertPayoutHistory = (id: number, status: string, actor: { userId: number; role: 'member' | 'staff' }, note: string | null, at: Date): SqlStatement =>
  sql`insert into payout_history (request_id, status, actor_user_id, actor_role, note, at) values (${id}, ${status}, ${actor.userId}, ${actor.role}, ${note}, ${at})`;

/** Marks a referral credited; no row back when it was credited before. */
export const markReferralCredited = (referrerId: number, referredId: number, creditYen: number, at: Date): SqlStatement =>
  sql`update affiliate_referral set credited_at = ${at}, credit_yen = ${creditYen} where referred_id = ${referredId} and referrer_id = ${referrerId} and credited_at is null returning referred_id`;
