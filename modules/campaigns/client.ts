/** Browser-safe part of the campaigns module (types only, no ORM code). */
export type { CouponView } from './coupon-view.ts';
export { RECOMMEND_COUPON_PATH } from './coupon-paths.ts';
export type { CampaignView, CampaignPage } from './campaign-service.ts';
export { phaseAt, isRunning, jstText, windowText, ENDED_TEXT, UPCOMING_TEXT, type CampaignPhase } from './campaign-window.ts';
export { campaignPath } from './campaign-paths.ts';
export type { PageBody, ContentBlock } from './page-body.ts';
