/** Gifts and pending rewards (decision 049), re-exported by the module's index.ts. */
export { createGiftService, type GiftService, type GiftServiceDeps, type PendingReward, type TicketCampaignStatus, type ReadRewardDay, type GiftCoupon, type GiftCouponRedemption, type GrantRead } from './gift-service.ts';
export { giftRouter } from './gift-router.ts';
export { giftErrorMapping } from './gift-error-mapping.ts';
export { GiftError, type GiftErrorCode } from './gift-errors.ts';
export { creditLabel, giftMessages, GIFT_REASON_LABELS, monthDayOfKey } from './gift-messages.ts';
export { GIFT_RULES, GIFT_REASONS } from '../domain/gift-rules.ts';
export { jstDayKey, jstDayStart, jstDayEnd, jstDateTimeText, jstDeadlineText } from '../domain/jst-day.ts';
export { createTicketCampaignEditing, type TicketCampaignEditing, type TicketCampaignRecord } from './ticket-campaign-editing.ts';
export { ticketCampaignProblemMessages } from './gift-error-mapping.ts';
export type { TicketCampaignProblems } from './gift-errors.ts';
export { createGiftHandouts, handoutSourceKey, HANDOUT_BATCH, type GiftHandouts, type GiftHandoutRecord, type GiftHandoutPreview, type HandoutMembers } from './gift-handouts.ts';
