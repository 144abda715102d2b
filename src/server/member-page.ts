import { derivedRequest } from '#platform/http/derived-request.ts';
import { memberWriteMark, type MemberPageNeeds } from '#modules/member-pages/index.ts';
import type { Personalization } from './page-cache-audience.ts';
import type { PageViewer } from './page-viewer.ts';
import type { Services } from './services.ts';

/** The request an audience's shared render gets: no cookie, so nothing in it can read a member's session. */
export function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return derivedRequest(request, { headers });
}

/**
 * The response with its headers changed in place when they can be: a page kept as bytes is then written to
 * the socket as it is, where a new Response around its body made undici copy it into a new ArrayBuffer for
 * every response (the collections of external memory behind the members' p99, docs/performance.md). Immutable headers
 * (a redirect, a fetched response) get a copy. Every response here is built for its one request, so the
 * change reaches nobody else's answer.
 */
function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    change(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** The response with the session's renewed (or cleared) cookie. */
export function withSetCookie(response: Response, cookie: string | undefined): Response {
  return cookie ? withHeaders(response, (headers) => headers.append('Set-Cookie', cookie)) : response;
}

const setPrivate = (headers: Headers) => {
  headers.set('Cache-Control', 'private, no-store');
  if (!/(^|,)\s*cookie\s*(,|$)/i.test(headers.get('vary') ?? '')) headers.append('Vary', 'Cookie');
};

/** A member's page, never kept by a shared cache (`private, no-store`, `Vary: Cookie`). */
export function privatePage(response: Response): Response {
  return withHeaders(response, setPrivate);
}

/**
 * This member's state for what the shared render needs (decision 045), and the flags on `<html>` that
 * lay out its islands before the first paint: `data-member-resume` shows the title page's つづきから読む slot.
 */
export async function memberPagePersonalization(services: Services, request: Request, viewer: PageViewer, needs: MemberPageNeeds, titleCode: string | null): Promise<Personalization> {
  const member = { userId: viewer.userId, displayName: viewer.displayName, imageUrl: viewer.imageUrl };
  const state = await services.memberPages.forPage(member, needs, memberWriteMark(request.headers.get('cookie')));
  const htmlFlags: Record<string, string> = {};
  if (titleCode && state.titles[titleCode]?.resume) htmlFlags['data-member-resume'] = '1';
  return { state, htmlFlags };
}
