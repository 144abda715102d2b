/** What a ledger entry moves. Coins and tickets with an expiry are held in lots (wallet_lot). */
export const ASSETS = ['paid_coin', 'bonus_coin', 'point', 'ticket', 'premium_ticket', 'coupon', 'title_ticket', 'affiliate_yen'] as const;
export type Asset = (typeof ASSETS)[number];

/** Assets held in lots, each lot with its own remaining amount and optional expiry (points since decision 061). */
export const LOT_ASSETS = ['paid_coin', 'bonus_coin', 'point', 'ticket', 'premium_ticket'] as const;
export type LotAsset = (typeof LOT_ASSETS)[number];

/**
 * affiliate_yen: a member's affiliate earnings in JPY (issue 20, decision 052), credited per referred
 * member's first purchase and debited by payout requests; no lots, no expiry.
 */
/** Assets whose total is a column of wallet_account (title_ticket lives per title in wallet_title_ticket). */
export const ACCOUNT_ASSETS = ['paid_coin', 'bonus_coin', 'point', 'ticket', 'premium_ticket', 'coupon', 'affiliate_yen'] as const;
export type AccountAsset = (typeof ACCOUNT_ASSETS)[number];

/** How a story was unlocked. */
export const UNLOCK_KINDS = ['coin', 'volume', 'wait_free', 'ticket', 'premium_ticket', 'point'] as const;
export type UnlockKind = (typeof UNLOCK_KINDS)[number];

/**
 * Points' use-by (decision 061): a point grant is valid for POINT_VALID_DAYS whole JST days after the
 * day it was granted, up to 23:59:59.999 JST of the last one (ピッコマ keeps points 30 days; a grant at
 * 23:59 still gets 30 full days). Stored as the exclusive end, 00:00 JST of the next day.
 */
export const POINT_VALID_DAYS = 30;
const JST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The exclusive end of a point grant made at `at`: 00:00 JST, POINT_VALID_DAYS + 1 JST days after the grant's JST date. */
export function pointUseBy(at: Date, days = POINT_VALID_DAYS): Date {
  const jstMidnight = Math.floor((at.getTime() + JST_OFFSET_MS) / DAY_MS) * DAY_MS - JST_OFFSET_MS;
  return new Date(jstMidnight + (days + 1) * DAY_MS);
}

/** 待てば¥0: one ticket per title, back 23 hours after it was used (the spec leaves the period open). */
export const WAIT_FREE_RECOVERY_HOURS = 23;
/** A 待てば¥0, general or premium ticket lends the story for this long. */
export const RENTAL_HOURS = 72;

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
export const ASSET_CHECK = `asset in (${sqlList(ASSETS)})`;
export const LOT_ASSET_CHECK = `asset in (${sqlList(LOT_ASSETS)})`;
export const UNLOCK_KIND_CHECK = `kind in (${sqlList(UNLOCK_KINDS)})`;
