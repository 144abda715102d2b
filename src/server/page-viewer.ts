import { AdultSetting } from '#modules/accounts/client.ts';
import { SESSION_COOKIE } from '#modules/accounts/index.ts';
import type { Services } from './services.ts';

/** Who is looking at a page, as server components need it (no secrets, no balances). */
export type PageViewer = { userId: number; isLogin: boolean; isStaff: boolean; userValidAdult: number; displayName: string | null; imageUrl: string | null };

export const ANONYMOUS: PageViewer = { userId: 0, isLogin: false, isStaff: false, userValidAdult: AdultSetting.Unset, displayName: null, imageUrl: null };

/** Internal request header carrying the viewer from the server entry to server components. */
export const VIEWER_HEADER = 'x-yomiba-viewer';

export const hasSessionCookie = (request: Request) => (request.headers.get('cookie') ?? '').includes(`${SESSION_COOKIE}=`);

/** The page's viewer, read once per request (no database work without a session cookie). */
export async function resolvePageViewer(request: Request, services: () => Promise<Services>): Promise<{ viewer: PageViewer; refreshCookie?: string }> {
  if (!hasSessionCookie(request)) return { viewer: ANONYMOUS };
  const { user, refreshCookie } = await (await services()).accounts.readViewer(request);
  const viewer = user
    ? { userId: user.userId, isLogin: true, isStaff: user.isStaff, userValidAdult: user.userValidAdult, displayName: user.userDisplayName, imageUrl: user.userImageUrl || null }
    : ANONYMOUS;
  return { viewer, refreshCookie };
}

/** The request Waku renders, carrying the viewer; a client-sent header of that name never gets through. */
export function withViewerHeader(request: Request, viewer: PageViewer): Request {
  const headers = new Headers(request.headers);
  headers.delete(VIEWER_HEADER);
  if (viewer.isLogin) headers.set(VIEWER_HEADER, encodeURIComponent(JSON.stringify(viewer)));
  return new Request(request, { headers });
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
