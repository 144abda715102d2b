/** Browser-safe part of the staff module (no database code): the navigation rules. */
export { recommendInfoSchema, type RecommendInfo } from './recommend-info.ts';
export { DEFAULT_NAVIGATION, TOP_ENTRY, navHref, visibleNavigation, type NavItem, type Viewer } from './navigation.ts';
export { STAFF_MESSAGES } from './staff-messages.ts';
export { STAFF_PATHS } from './staff-paths.ts';
export { BLOCK_LIMITS, CONTENT_BLOCKS_ID, newBlock, type BlockDefinition, type BlockTabDefinition, type ContentBlocksSnapshot } from './blocks/block-rules.ts';
export { BANNER_PLACEMENTS, PLACEMENT_LABELS, isBannerLive, type BannerPlacement, type BannerSnapshot, type BannerView } from './banners/banner-rules.ts';
export { AUTHOR_ROLES, type TitleSnapshot, type TitleListEntry } from './series/series-rules.ts';
export { diffSnapshots, type FieldChange } from './edits/diff.ts';
export type { AuditEntryView, AuditAction } from './edits/audit-view.ts';
export type { CampaignEntriesView, CampaignSnapshot } from './campaigns/campaign-rules.ts';
export type { ReportedReviewRow } from './reviews/review-report-view.ts';
export type { StampCardSnapshot, StampCardView, LotterySnapshot, LotteryView, OddsVersion, TierSnapshot, PrizeSnapshot, TicketCampaignSnapshot, TicketCampaignView } from './rewards/reward-rules.ts';
export { DRAFT_STATUS_LABELS, OPEN_DRAFT_STATUSES, type DraftStatus, type DraftView } from './edits/draft-view.ts';
export { PAYMENT_LABELS, PAYMENT_TYPES, WINDOW_LABELS, windowState, type SeriesContentsView, type SeriesOrderSnapshot, type StoryPaymentType, type StorySnapshot, type VolumeSnapshot } from './series/contents-rules.ts';
export type { CouponSnapshot, CouponConsoleView } from './rewards/coupon-rules.ts';
export type { CoinPackSnapshot, CoinPackConsoleView } from './rewards/coin-pack-rules.ts';
export type { GiftHandoutSnapshot, GiftHandoutView, GiftHandoutPreview, HandoutAsset } from './rewards/gift-handout-rules.ts';
