/**
 * The codes members redeem a gift coupon with: the coupon's own code and the codes staff enter or generate for it
 * (decision 067). New ones are at least 8 characters, so they cannot be guessed within the failed-attempt limits
 * (issue 29); shorter ones made before stay valid (members hold coupons under them) but no new one is made.
 */
export const COUPON_CODE_MIN_LENGTH = 8;
export const COUPON_CODE_MAX_LENGTH = 32;
/** A code staff may create now. */
export const COUPON_CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${COUPON_CODE_MIN_LENGTH},${COUPON_CODE_MAX_LENGTH}}$`);
/** A code that may exist already (made before the 8-character minimum). */
export const EXISTING_COUPON_CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{4,${COUPON_CODE_MAX_LENGTH}}$`);
/** What a new code may be, as the console says it. */
export const COUPON_CODE_RULE = `半角英数字・「-」「_」の${COUPON_CODE_MIN_LENGTH}〜${COUPON_CODE_MAX_LENGTH}文字`;
