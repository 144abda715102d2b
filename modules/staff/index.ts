import { NavigationEntry } from './entities/navigation-entry.ts';

export { NavigationEntry };
export { createNavigationService, type NavigationService } from './navigation-service.ts';
export { DEFAULT_NAVIGATION, TOP_ENTRY, navHref, visibleNavigation, type NavItem, type Viewer } from './navigation.ts';

export const staffEntities = [NavigationEntry];
