import { NavigationEntry } from './entities/navigation-entry.ts';
import { SiteSetting } from './entities/site-setting.ts';

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

export const staffEntities = [NavigationEntry, SiteSetting];
