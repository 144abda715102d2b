/** Gifts and pending rewards (decision 049), re-exported by the module's index.ts. */
export { createGiftService, type GiftService, type GiftServiceDeps, type PendingReward, type TicketCampaignStatus, type ReadRewardDay, type GiftCoupon, type GrantRead } from './gift-service.ts';
export { giftRouter } from './gift-router.ts';
export { giftErrorMapping } from './gift-error-mapping.ts';
export { GiftError, type GiftErrorCode } from './gift-errors.ts';
export { creditLabel, giftMessages, GIFT_REASON_LABELS, monthDayOfKey } from './gift-messages.ts';
export { GIFT_RULES, GIFT_REASONS } from '../domain/gift-rules.ts';
export { jstDayKey, jstDayStart, jstDayEnd, jstDateTimeText, jstDeadlineText } from '../domain/jst-day.ts';
