/** Browser-safe part of the staff module (no database code): the navigation rules. */
export { recommendInfoSchema, type RecommendInfo } from './recommend-info.ts';
export { DEFAULT_NAVIGATION, TOP_ENTRY, navHref, visibleNavigation, type NavItem, type Viewer } from './navigation.ts';
export { STAFF_MESSAGES } from './staff-messages.ts';
export { STAFF_PATHS } from './staff-paths.ts';
export { BANNER_PLACEMENTS, PLACEMENT_LABELS, isBannerLive, type BannerPlacement, type BannerSnapshot, type BannerView } from './banners/banner-rules.ts';
export { AUTHOR_ROLES, type TitleSnapshot, type TitleListEntry } from './series/series-rules.ts';
export { diffSnapshots, type FieldChange } from './edits/diff.ts';
export type { AuditEntryView, AuditAction } from './edits/audit-view.ts';
export type { ReportedReviewRow } from './reviews/review-report-view.ts';
