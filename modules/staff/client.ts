/** Browser-safe part of the staff module (no database code): the navigation rules. */
export { recommendInfoSchema, type RecommendInfo } from './recommend-info.ts';
export { DEFAULT_NAVIGATION, TOP_ENTRY, navHref, visibleNavigation, type NavItem, type Viewer } from './navigation.ts';
