import { CouponCampaign } from './entities/coupon-campaign.ts';
import { Campaign } from './entities/campaign.ts';
import { CampaignTitle } from './entities/campaign-title.ts';
import { CampaignEntry } from './entities/campaign-entry.ts';

export { CouponCampaign, CouponAudience } from './entities/coupon-campaign.ts';
export { createCouponService, type CouponService, type CoinCoupon, type CoinCoupons } from './coupon-service.ts';
export { couponRouter, couponMessages, type CouponRouterDeps } from './coupon-router.ts';
export { toCouponView, type CouponView } from './coupon-view.ts';

export { Campaign, CAMPAIGN_KINDS, CAMPAIGN_FAMILIES, type CampaignKind, type CampaignFamily } from './entities/campaign.ts';
export { CampaignTitle } from './entities/campaign-title.ts';

export { CampaignEntry } from './entities/campaign-entry.ts';

export const campaignsEntities = [CouponCampaign, Campaign, CampaignTitle, CampaignEntry];
export { createCampaignService, toCampaignView, type CampaignService, type CampaignView, type CampaignPage, type GachaTeaser } from './campaign-service.ts';
export { phaseAt, isRunning, jstInstant, jstText, windowText, ENDED_TEXT, UPCOMING_TEXT, type CampaignPhase } from './campaign-window.ts';
export { campaignPath, campaignRouteOf, misspeltRedirect, SLUG } from './campaign-paths.ts';
export { readBody, type PageBody, type ContentBlock } from './page-body.ts';
export { createBoundaryTimer } from './boundary-timer.ts';
export { createPresentService, type PresentService, type EntryInput, type EntryView } from './present/present-service.ts';
export { CampaignsError, entryMessage, ENTRY_MESSAGES, type CampaignsErrorCode } from './present/campaigns-errors.ts';
export { commitmentOf, drawRank, drawWinners } from './present/draw.ts';
export { readPresentRules, type PresentRules } from './present/present-rules.ts';
export { presentRouter, campaignsErrorMapping, entryInput } from './present/present-router.ts';
