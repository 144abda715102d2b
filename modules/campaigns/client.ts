/** Browser-safe part of the campaigns module (types only, no ORM code). */
export type { CouponView } from './coupon-view.ts';
export { RECOMMEND_COUPON_PATH } from './coupon-paths.ts';
export { COUPON_CODE_MIN_LENGTH, COUPON_CODE_MAX_LENGTH, COUPON_CODE_PATTERN, EXISTING_COUPON_CODE_PATTERN, COUPON_CODE_RULE } from './coupon-codes.ts';
export type { CampaignView, CampaignPage } from './campaign-service.ts';
export { phaseAt, isRunning, jstText, windowText, ENDED_TEXT, UPCOMING_TEXT, type CampaignPhase } from './campaign-window.ts';
export { campaignPath } from './campaign-paths.ts';
export type { PageBody, ContentBlock } from './page-body.ts';
export { CAMPAIGN_KINDS, CAMPAIGN_FAMILIES, CAMPAIGN_KIND_LABELS, CAMPAIGN_FAMILY_LABELS, type CampaignKind, type CampaignFamily } from './campaign-kinds.ts';
export type { CampaignEdit, CampaignListEntry, EntryFormSettings } from './campaign-editing.ts';
export { POST_URL, POST_URL_MESSAGE } from './present/post-url.ts';
export { PRESENT_PARTS, type PresentPart } from './present/present-rules.ts';
export { withCampaignText } from './campaign-cards.ts';
