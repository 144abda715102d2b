/** What a ledger entry moves. Coins and tickets with an expiry are held in lots (wallet_lot). */
export const ASSETS = ['paid_coin', 'bonus_coin', 'point', 'ticket', 'premium_ticket', 'coupon', 'title_ticket', 'affiliate_yen'] as const;
export type Asset = (typeof ASSETS)[number];

/** Assets held in lots, each lot with its own remaining amount and optional expiry. */
export const LOT_ASSETS = ['paid_coin', 'bonus_coin', 'ticket', 'premium_ticket'] as const;
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

/** 待てば¥0: one ticket per title, back 23 hours after it was used (the spec leaves the period open). */
export const WAIT_FREE_RECOVERY_HOURS = 23;
/** A 待てば¥0, general or premium ticket lends the story for this long. */
export const RENTAL_HOURS = 72;

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
export const ASSET_CHECK = `asset in (${sqlList(ASSETS)})`;
export const LOT_ASSET_CHECK = `asset in (${sqlList(LOT_ASSETS)})`;
export const UNLOCK_KIND_CHECK = `kind in (${sqlList(UNLOCK_KINDS)})`;
