import { derivedRequest } from '#platform/http/derived-request.ts';
import { AdultSetting } from '#modules/accounts/client.ts';
import { SESSION_COOKIE } from '#modules/accounts/index.ts';
import { createCache } from '#platform/cache/cache.ts';
import type { Services } from './services.ts';

/** Who is looking at a page, as server components need it (no secrets, no balances). */
export type PageViewer = { userId: number; isLogin: boolean; isStaff: boolean; userValidAdult: number; displayName: string | null; imageUrl: string | null };

export const ANONYMOUS: PageViewer = { userId: 0, isLogin: false, isStaff: false, userValidAdult: AdultSetting.Unset, displayName: null, imageUrl: null };

/** Internal request header carrying the viewer from the server entry to server components. */
export const VIEWER_HEADER = 'x-yomiba-viewer';

export const hasSessionCookie = (request: Request) => (request.headers.get('cookie') ?? '').includes(`${SESSION_COOKIE}=`);

/**
 * Members' page viewers by session cookie, for a few seconds (decision 045): a member's page view is a
 * cached render plus their state, and reading the session row was most of its cost. The member's own
 * writes (logout, profile, adult setting, password…) drop theirs in every process (`forgetPageViewers`,
 * on the bus); what others change about them (a staff flag) shows within the TTL. API requests still read
 * the session row every time.
 */
const PAGE_VIEWER_TTL_MS = 5_000;
const viewers = createCache<PageViewer>({ max: 20_000, ttlMs: PAGE_VIEWER_TTL_MS });
const tokensByUser = new Map<number, Set<string>>();
const SESSION_TOKEN = new RegExp(`(?:^|;\\s*)(?:__Host-)?${SESSION_COOKIE}=([^;]{1,2048})`);

/** Drops the cached page viewers of a member (they wrote), or of everyone (null). */
export function forgetPageViewers(userId: number | null): void {
  if (userId === null) {
    viewers.clear();
    tokensByUser.clear();
    return;
  }
  for (const token of tokensByUser.get(userId) ?? []) viewers.delete(token);
  tokensByUser.delete(userId);
}

/** The page's viewer, read once per request (no database work without a session cookie). */
export async function resolvePageViewer(request: Request, services: () => Promise<Services>): Promise<{ viewer: PageViewer; refreshCookie?: string }> {
  if (!hasSessionCookie(request)) return { viewer: ANONYMOUS };
  const token = SESSION_TOKEN.exec(request.headers.get('cookie') ?? '')?.[1];
  let refreshCookie: string | undefined;
  const read = async (): Promise<PageViewer> => {
    const answer = await (await services()).accounts.readViewer(request);
    refreshCookie = answer.refreshCookie;
    const user = answer.user;
    return user
      ? { userId: user.userId, isLogin: true, isStaff: user.isStaff, userValidAdult: user.userValidAdult, displayName: user.userDisplayName, imageUrl: user.userImageUrl || null }
      : ANONYMOUS;
  };
  if (!token) return { viewer: await read(), refreshCookie };
  const viewer = await viewers.get(token, read);
  if (viewer.isLogin) {
    let tokens = tokensByUser.get(viewer.userId);
    if (!tokens) tokensByUser.set(viewer.userId, (tokens = new Set()));
    if (tokens.size > 32) tokens.clear();
    tokens.add(token);
  }
  return refreshCookie ? { viewer, refreshCookie } : { viewer };
}

/** The request Waku renders, carrying the viewer; a client-sent header of that name never gets through. */
export function withViewerHeader(request: Request, viewer: PageViewer): Request {
  const headers = new Headers(request.headers);
  headers.delete(VIEWER_HEADER);
  if (viewer.isLogin) headers.set(VIEWER_HEADER, encodeURIComponent(JSON.stringify(viewer)));
  return derivedRequest(request, { headers });
}

/** Read by server components (through Waku's request headers). */
export function parseViewerHeader(value: string | undefined): PageViewer {
  if (!value) return ANONYMOUS;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Partial<PageViewer>;
    return {
      userId: typeof parsed.userId === 'number' && Number.isSafeInteger(parsed.userId) && parsed.userId > 0 ? parsed.userId : 0,
      isLogin: parsed.isLogin === true,
      isStaff: parsed.isStaff === true,
      userValidAdult: typeof parsed.userValidAdult === 'number' ? parsed.userValidAdult : AdultSetting.Unset,
      displayName: typeof parsed.displayName === 'string' ? parsed.displayName : null,
      imageUrl: typeof parsed.imageUrl === 'string' && parsed.imageUrl.startsWith('/') ? parsed.imageUrl : null,
    };
  } catch {
    return ANONYMOUS;
  }
}
