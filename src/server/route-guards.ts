import { AdultSetting } from '#modules/accounts/client.ts';
import { signInPath, titlePath } from '#platform/routes/site-paths.ts';
import { listRouteOf, PAGE_SIZE, pageParam, parseKanaRow } from '#modules/catalogue/client.ts';
import { parseNoticeId } from '#modules/notices/client.ts';
import { isReadable, storyAccess } from '#modules/reader/index.ts';
import { campaignRouteOf, SLUG } from '#modules/campaigns/index.ts';
import type { Services } from './services.ts';

/**
 * Route guards, declared per route and run before Waku renders the page (so that a failure
 * is answered in the server-rendered HTML with the right status, without JavaScript).
 * Client-side guards (local-storage check, first page load) run in AppBootstrap.
 */
export type GuardOutcome = { kind: 'pass' } | { kind: 'notFound' } | { kind: 'redirect'; location: string } | { kind: 'error'; status: 500; message: string };

export type Viewer = { userId: number; isLogin: boolean; isStaff: boolean; userValidAdult: number };

type GuardContext = { services: Services; match: RegExpExecArray; url: URL; viewer: Viewer };
type Guard = (context: GuardContext) => Promise<GuardOutcome> | GuardOutcome;

const CODE = /^[A-Za-z0-9_-]{1,16}$/;
const NUM = /^[1-9][0-9]{0,5}$/;
const pass: GuardOutcome = { kind: 'pass' };
const notFound: GuardOutcome = { kind: 'notFound' };

const signIn = (url: URL): GuardOutcome => ({ kind: 'redirect', location: signInPath(url.pathname + url.search) });

export const GUARDS: Record<string, Guard> = {
  /** /review/report/ names no review: reports start from a review, so the newest reviews are shown. */
  reportWithoutReview: () => ({ kind: 'redirect', location: '/review/' }),
  /** Members only: visitors go to /signin/ and come back afterwards. */
  authenticated: ({ viewer, url }) => (viewer.isLogin ? pass : signIn(url)),
  /** Staff pages: anyone else goes to /signin/ (spec §6). */
  staffRequired: ({ viewer, url }) => (viewer.isStaff ? pass : signIn(url)),
  /**
   * /point/exchange/: a member without exchangeable points (none, fewer than one unit, or expired)
   * reads why on the description page instead (docs/decisions/015-point-exchange.md).
   */
  pointExchangeExpired: async ({ services, viewer }) => {
    if (!viewer.isLogin) return pass;
    const { exchangeablePoint } = await services.walletHistory.summary(viewer.userId);
    return exchangeablePoint > 0 ? pass : { kind: 'redirect', location: '/point/exchange/description/?expired=1' };
  },
  /** /book/title/{titleCode}/ names a title that exists. */
  titleCode: async ({ services, match }) => (CODE.test(match[1]!) && (await services.catalogue.titleExists(match[1]!)) ? pass : notFound),
  /** /book/genre/{genreName}/ names a genre (TL and BL exist: their page shows the adult gate). */
  genreName: async ({ services, match }) => (match[1]!.length <= 32 && (await services.lists.genreBySlug(match[1]!)) ? pass : notFound),
  /**
   * List pages: a page number beyond the last page is a 404 (decision 016). Page 1 always renders,
   * empty or not, so the common case costs no extra query.
   */
  listPageRange: async ({ services, url, viewer }) => {
    const page = pageParam(url.searchParams);
    const route = listRouteOf(url.pathname);
    if (page === 1 || !route) return pass;
    const allowAdult = viewer.isLogin && viewer.userValidAdult === AdultSetting.Enabled;
    let count: number;
    if (route.kind === 'kana') {
      count = (await services.lists.kanaRowCounts(allowAdult))[parseKanaRow(url.searchParams.get('row'))];
    } else if (route.kind === 'genre') {
      const genre = await services.lists.genreBySlug(route.genre ?? '');
      count = genre && (!genre.isAdult || allowAdult) ? await services.lists.count({ kind: 'genre', genreCode: genre.code }, allowAdult) : 0;
    } else {
      count = await services.lists.count({ kind: route.kind, free: route.kind === 'store' && url.searchParams.get('free') === '1' ? 1 : 2 }, allowAdult);
    }
    return page > Math.ceil(count / PAGE_SIZE) ? notFound : pass;
  },
  /** /info/{id}/ names a published notice (else the 404 screen, which a page's own notFound cannot give). */
  noticeId: async ({ services, match }) => {
    const id = parseNoticeId(match[1]!);
    return id !== null && (await services.notices.siteNotices.get(id, null)) ? pass : notFound;
  },
  /**
   * A campaign or special page from data names one that exists (decision 051), and a campaign's titles
   * page within range; else the site's 404 page.
   */
  campaignPage: async ({ services, url }) => {
    const route = campaignRouteOf(url.pathname);
    // Not a campaign's address (/book/campaign/titles/ is the list of titles on campaign).
    if (!route) return pass;
    if (!SLUG.test(route.slug) || !(await services.campaigns.exists(route.family, route.slug))) return notFound;
    const page = pageParam(url.searchParams);
    if (route.family !== 'campaign' || page === 1) return pass;
    return page > Math.ceil((await services.campaigns.titleCount(route.family, route.slug)) / PAGE_SIZE) ? notFound : pass;
  },
  /**
   * The free viewer shows a story the reader may read now (story-access.ts: free, or bought/rented by
   * this member; adult ones only after the age confirmation) and pages within range. Visitors sign in
   * first; members without the story go to the title page, where the reading flow unlocks it.
   */
  freeStory: async ({ services, match, viewer, url }) => {
    const [, code, volume, story, page] = match as unknown as string[];
    if (!CODE.test(code!) || ![volume, story, page].every((v) => NUM.test(v!))) return notFound;
    const found = await services.catalogue.viewerStory(code!, Number(volume), Number(story));
    if (!found || Number(page) > found.pageCount) return notFound;
    const access = await storyAccess(found, viewer, { canRead: (userId, storyId) => services.wallet.canRead(userId, storyId) });
    if (isReadable(access)) return pass;
    return access === 'login' ? signIn(url) : { kind: 'redirect', location: titlePath(found.titleCode) };
  },
  /**
   * The paid (store) viewer shows the stories of a store title's volume the reader may read now (free
   * ones, bought ones, every one when the volume was bought; adult only after the age confirmation),
   * pages within them. Nothing readable: visitors sign in, members go to the title page's reading flow.
   */
  storeVolume: async ({ services, match, viewer, url }) => {
    const [, code, volume, page] = match as unknown as string[];
    if (!CODE.test(code!) || ![volume, page].every((v) => NUM.test(v!))) return notFound;
    const found = await services.catalogue.viewerVolume(code!, Number(volume));
    if (!found || !found.isStore) return notFound;
    const held = viewer.userId > 0 ? await services.wallet.entitlementsOf(viewer.userId, found.stories.map((s) => s.storyId)) : new Map();
    const deps = { canRead: async (_userId: number, storyId: number) => held.has(storyId) };
    let pages = 0;
    let refusal: 'login' | 'other' | null = null;
    for (const story of found.stories) {
      const access = await storyAccess(story, viewer, deps);
      if (isReadable(access)) pages += story.pageCount;
      else refusal ??= access === 'login' ? 'login' : 'other';
    }
    if (pages === 0) return refusal === 'login' ? signIn(url) : { kind: 'redirect', location: titlePath(found.titleCode) };
    return Number(page) <= pages ? pass : notFound;
  },
};

export type GuardedRoute = { pattern: RegExp; guards: string[] };

export const GUARDED_ROUTES: GuardedRoute[] = [
  { pattern: /^\/book\/title\/([^/]+)\/$/, guards: ['titleCode'] },
  { pattern: /^\/info\/([^/]+)\/$/, guards: ['noticeId'] },
  { pattern: /^\/book\/genre\/([^/]+)\/$/, guards: ['genreName', 'listPageRange'] },
  { pattern: /^\/(book|comics|recommend|book\/(new|free|store|end|title|campaign\/titles))\/$/, guards: ['listPageRange'] },
  { pattern: /^\/(book\/campaign|special\/(lp|block_lp|multi_lp|booklist|yearranking|tweet_present)|lp)\/[^/]+\/$/, guards: ['campaignPage'] },
  { pattern: /^\/bv\/t\/([^/]+)\/v\/([^/]+)\/s\/([^/]+)\/p\/([^/]+)\/$/, guards: ['freeStory'] },
  { pattern: /^\/bv\/st\/([^/]+)\/v\/([^/]+)\/p\/([^/]+)\/$/, guards: ['storeVolume'] },
  { pattern: /^\/point\/exchange\/$/, guards: ['authenticated', 'pointExchangeExpired'] },
  { pattern: /^\/review\/report\/$/, guards: ['reportWithoutReview'] },
  { pattern: /^\/(bookshelf|myitem|myreview|profile|point|transfer|message|readedreward|rewardconfirm|review\/report)\//, guards: ['authenticated'] },
  // Gifts are claimed by members (decision 049): visitors sign in first.
  { pattern: /^\/gift\/(items|coupon|ticket)\//, guards: ['authenticated'] },
  // A present campaign's entry form and a member's entries (decision 051): members only.
  { pattern: /^\/special\/[^/]+\/(form|already_entries)\/$/, guards: ['authenticated'] },
  { pattern: /^\/staff\//, guards: ['staffRequired'] },
];

const MEMBER_GUARDS = new Set(['authenticated', 'staffRequired']);

/**
 * Pages that only a member (or staff) sees, whose HTML and RSC data are never shared: always
 * `private, no-store` with `Vary: Cookie`, never kept by the anonymous page cache.
 */
export function isMemberRoute(url: URL, routes: GuardedRoute[] = GUARDED_ROUTES): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  const route = routes.find((r) => r.pattern.test(path));
  return route?.guards.some((name) => MEMBER_GUARDS.has(name)) ?? false;
}

/** Runs the guards of the first matching route, in order; the first that does not pass decides. */
export async function runRouteGuards(
  url: URL,
  context: { services: () => Promise<Services>; viewer: Viewer },
  routes: GuardedRoute[] = GUARDED_ROUTES,
  guards: Record<string, Guard> = GUARDS,
): Promise<GuardOutcome> {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return notFound;
  }
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    // A route naming a guard that does not exist is a configuration error (spec §8).
    if (route.guards.some((name) => !guards[name])) return { kind: 'error', status: 500, message: 'Unknown middleware' };
    for (const name of route.guards) {
      const outcome = await guards[name]!({ services: await context.services(), match, url, viewer: context.viewer });
      if (outcome.kind !== 'pass') return outcome;
    }
    return pass;
  }
  return pass;
}
