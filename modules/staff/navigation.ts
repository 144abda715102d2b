import { AdultSetting } from '#modules/accounts/client.ts';
import { isSitePath } from '#platform/routes/site-path-guard.ts';
/** The top navigation: the spec's defaults, a staff-supplied list replacing them, and who sees what. */
export type NavItem = {
  label: string;
  path: string;
  routeName: string;
  params?: Record<string, string> | null;
  enabled: boolean;
  isAdult?: boolean;
};

export const TOP_ENTRY: NavItem = { label: 'トップ', path: '/', routeName: 'index', enabled: true };

export const DEFAULT_NAVIGATION: NavItem[] = [
  TOP_ENTRY,
  { label: 'ランキング', path: '/book/ranking/', routeName: 'book-ranking', enabled: true },
  { label: '無料マンガ', path: '/book/free/', routeName: 'book-free', enabled: true },
  { label: '新作', path: '/book/new/', routeName: 'book-new', enabled: true },
  { label: '特集', path: '/special/', routeName: 'special', enabled: true },
  { label: 'ストア', path: '/book/store/', routeName: 'book-store', params: { free: '2' }, enabled: true },
  { label: 'セール', path: '/book/campaign/titles/', routeName: 'book-campaign-titles', enabled: true },
  { label: 'レビュー', path: '/review/', routeName: 'review', enabled: true },
  { label: '少年', path: '/book/genre/shounen/', routeName: 'book-genre', enabled: false },
  { label: '少女', path: '/book/genre/shoujo/', routeName: 'book-genre', enabled: false },
  { label: '青年', path: '/book/genre/seinen/', routeName: 'book-genre', enabled: false },
  { label: '女性', path: '/book/genre/josei/', routeName: 'book-genre', enabled: false },
  { label: 'TL', path: '/book/genre/tl/', routeName: 'book-genre', enabled: false, isAdult: true },
  { label: 'BL', path: '/book/genre/bl/', routeName: 'book-genre', enabled: false, isAdult: true },
  { label: '期間限定', path: '/book/end/', routeName: 'book-end', enabled: false },
];

export type Viewer = { isLogin: boolean; userValidAdult: number };

/**
 * What the header shows: the supplied list (or the defaults when it is empty) with the top entry
 * added when missing, enabled entries only, adult entries only for logged-in adult members.
 */
export function visibleNavigation(supplied: NavItem[], viewer: Viewer): NavItem[] {
  const base = supplied.length > 0 ? supplied : DEFAULT_NAVIGATION;
  const withTop = base.some((item) => item.path === TOP_ENTRY.path) ? base : [TOP_ENTRY, ...base];
  const adultAllowed = viewer.isLogin && viewer.userValidAdult === AdultSetting.Enabled;
  // A path stored before the editor refused other hosts (`//host/`) is never rendered as a link.
  return withTop.filter((item) => item.enabled && (!item.isAdult || adultAllowed) && isSitePath(item.path));
}

/** The entry's href with its fixed parameters. */
export function navHref(item: NavItem): string {
  const query = item.params ? new URLSearchParams(item.params).toString() : '';
  return query ? `${item.path}?${query}` : item.path;
}
