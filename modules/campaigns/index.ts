import { CouponCampaign } from './entities/coupon-campaign.ts';
import { CouponCode } from './entities/coupon-code.ts';
import { Campaign } from './entities/campaign.ts';
import { CampaignTitle } from './entities/campaign-title.ts';
import { CampaignEntry } from './entities/campaign-entry.ts';

export { CouponCampaign, CouponAudience } from './entities/coupon-campaign.ts';
export { createCouponService, type CouponService, type CoinCoupon, type CoinCoupons, type CouponRedemption } from './coupon-service.ts';
export { createCouponEditing, COUPON_CODE_PATTERN, MAX_COUPON_CODES, type CouponEditing, type CouponEdit } from './coupon-editing.ts';
export { couponRouter, couponMessages, type CouponRouterDeps } from './coupon-router.ts';
export { toCouponView, type CouponView } from './coupon-view.ts';

export { Campaign, CAMPAIGN_KINDS, CAMPAIGN_FAMILIES, type CampaignKind, type CampaignFamily } from './entities/campaign.ts';
export { CampaignTitle } from './entities/campaign-title.ts';

export { CampaignEntry } from './entities/campaign-entry.ts';

export { CouponCode } from './entities/coupon-code.ts';
export const campaignsEntities = [CouponCampaign, CouponCode, Campaign, CampaignTitle, CampaignEntry];
export { createCampaignService, toCampaignView, type CampaignService, type CampaignView, type CampaignPage, type GachaTeaser } from './campaign-service.ts';
export { phaseAt, isRunning, jstInstant, jstText, windowText, ENDED_TEXT, UPCOMING_TEXT, type CampaignPhase } from './campaign-window.ts';
export { campaignPath, campaignRouteOf, misspeltRedirect, SLUG } from './campaign-paths.ts';
export { readBody, type PageBody, type ContentBlock } from './page-body.ts';
export { createBoundaryTimer } from './boundary-timer.ts';
export { createPresentService, type PresentService, type EntryInput, type EntryView } from './present/present-service.ts';
export { CampaignsError, entryMessage, ENTRY_MESSAGES, type CampaignsErrorCode } from './present/campaigns-errors.ts';
export { commitmentOf, drawRank, drawWinners } from './present/draw.ts';
export { readPresentRules, entryKeyOf, PRESENT_PARTS, type PresentRules, type PresentPart } from './present/present-rules.ts';
export { POST_URL, POST_URL_MESSAGE, normalPostUrl } from './present/post-url.ts';
export { presentRouter, campaignsErrorMapping, entryInput, tweetEntryInput } from './present/present-router.ts';
export { withCampaignText } from './campaign-cards.ts';
export { createCampaignCardTexts, type CampaignCardTexts, type CampaignCardText } from './campaign-card-texts.ts';
export { createCampaignEditing, type CampaignEditing, type CampaignEdit, type CampaignListEntry, type EntryFormSettings } from './campaign-editing.ts';
export { CAMPAIGN_KIND_LABELS, CAMPAIGN_FAMILY_LABELS } from './campaign-kinds.ts';
