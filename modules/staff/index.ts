import { NavigationEntry } from './entities/navigation-entry.ts';
import { SiteSetting } from './entities/site-setting.ts';
import { StaffAuditEntry } from './entities/audit-entry.ts';
import { StaffObjectVersion } from './entities/object-version.ts';
import { StaffBanner } from './entities/banner.ts';
import { StaffImage } from './entities/staff-image.ts';
import { StaffDraft } from './entities/draft.ts';

export { NavigationEntry, SiteSetting };
export { createNavigationService, type NavigationService } from './navigation-service.ts';
export { navigationAsOf } from './navigation-editor.ts';
export { DEFAULT_NAVIGATION, TOP_ENTRY, navHref, visibleNavigation, type NavItem, type Viewer } from './navigation.ts';

export {
  createSiteSettingsService,
  resolveSiteSettings,
  DEFAULT_SITE_SETTINGS,
  SITE_SETTING_KEYS,
  type BannerSetting,
  type RecommendInfo,
  type SiteSettingKey,
  type SiteSettings,
  type SiteSettingsService,
} from './site-settings-service.ts';

export const staffEntities = [NavigationEntry, SiteSetting, StaffAuditEntry, StaffObjectVersion, StaffBanner, StaffImage, StaffDraft];

export { createStaffConsole, staffConsoleRouter, type StaffConsole, type StaffConsoleDeps } from './staff-console.ts';
export { staffOnly, staffActor, type StaffActor } from './staff-only.ts';
export { staffErrorMapping } from './staff-error-mapping.ts';
export { staffImageBodyLimit, staffImageRouter, type StaffImageRouterOptions } from './banners/banner-router.ts';
export type { ImageUse, PublishedImages } from './banners/published-images.ts';
export { INHOUSE_BANNER_PATH, inHouseBannerRouter, type InHouseBanner } from './banners/inhouse-banner-router.ts';
export { STAFF_API, STAFF_PATHS } from './staff-paths.ts';
export type { TitleEditing, TitleSnapshot } from './series/series-rules.ts';
export type { SeriesContentsEditing, SeriesContentsView, StorySnapshot, VolumeSnapshot } from './series/contents-rules.ts';
export type { BannerView, BannerSnapshot, BannerPlacement } from './banners/banner-rules.ts';
export type { AuditEntryView } from './edits/audit-view.ts';
export { CONTENT_BLOCKS_ID, type BlockDefinition, type ContentBlocksEditing, type ContentBlocksSnapshot } from './blocks/block-rules.ts';
export type { CampaignEditingPort, CampaignEntriesView, CampaignSnapshot } from './campaigns/campaign-rules.ts';
export type { RewardEditing, StampCardSnapshot, LotterySnapshot } from './rewards/reward-rules.ts';
export type { CouponEditingPort, CouponSnapshot } from './rewards/coupon-rules.ts';
export type { CoinPackEditingPort, CoinPackSnapshot } from './rewards/coin-pack-rules.ts';
export type { GiftHandoutPort, GiftHandoutSnapshot, GiftHandoutPreview } from './rewards/gift-handout-rules.ts';
