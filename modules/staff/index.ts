import { NavigationEntry } from './entities/navigation-entry.ts';
import { SiteSetting } from './entities/site-setting.ts';
import { StaffAuditEntry } from './entities/audit-entry.ts';
import { StaffObjectVersion } from './entities/object-version.ts';
import { StaffBanner } from './entities/banner.ts';
import { StaffImage } from './entities/staff-image.ts';

export { NavigationEntry, SiteSetting };
export { createNavigationService, type NavigationService } from './navigation-service.ts';
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

export const staffEntities = [NavigationEntry, SiteSetting, StaffAuditEntry, StaffObjectVersion, StaffBanner, StaffImage];

export { createStaffConsole, staffConsoleRouter, type StaffConsole, type StaffConsoleDeps } from './staff-console.ts';
export { staffOnly, staffActor, type StaffActor } from './staff-only.ts';
export { staffErrorMapping } from './staff-error-mapping.ts';
export { staffImageBodyLimit, staffImageRouter } from './banners/banner-router.ts';
export { STAFF_API, STAFF_PATHS } from './staff-paths.ts';
export type { TitleEditing, TitleSnapshot } from './series/series-rules.ts';
export type { BannerView, BannerSnapshot, BannerPlacement } from './banners/banner-rules.ts';
export type { AuditEntryView } from './edits/audit-view.ts';
