/**
 * The staff 'as of' preview (decision 058): `?as_of=YYYY-MM-DDTHH:mm` (JST) on any page makes a staff
 * member's own request render the public site as it will be at that time (banner and campaign windows,
 * banners scheduled to be published by then). The server alone decides: the header below is dropped from
 * every incoming request and set only after the session was found to be staff's, and such a render never
 * comes from or goes into a page cache. Anyone else's `?as_of=` is ignored.
 */
import { derivedRequest } from '#platform/http/derived-request.ts';
import { parseJstLocal } from '#platform/text/jst-datetime.ts';

export const PREVIEW_HEADER = 'x-yomiba-preview';
export const AS_OF_PARAM = 'as_of';

export type Preview = { at: Date; exitHref: string };

/** The preview time a page address asks for (null: none, or not a JST datetime-local value). */
export function askedPreviewAt(pageUrl: URL): Date | null {
  const value = pageUrl.searchParams.get(AS_OF_PARAM);
  return value === null ? null : parseJstLocal(value);
}

/** The page's address without the preview (the bar's exit link). */
export function exitHref(pageUrl: URL): string {
  const url = new URL(pageUrl);
  url.searchParams.delete(AS_OF_PARAM);
  return `${url.pathname}${url.search}`;
}

/** The request without any preview header a client sent. */
export function withoutPreviewHeader(request: Request): Request {
  if (!request.headers.has(PREVIEW_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.delete(PREVIEW_HEADER);
  return derivedRequest(request, { headers });
}

/** The request of a staff member's preview (only after the staff check). */
export function withPreviewHeader(request: Request, preview: Preview): Request {
  const headers = new Headers(request.headers);
  headers.set(PREVIEW_HEADER, encodeURIComponent(JSON.stringify({ at: preview.at.toISOString(), exitHref: preview.exitHref })));
  return derivedRequest(request, { headers });
}

/** Read by server components (through Waku's request headers). */
export function parsePreviewHeader(value: string | undefined): Preview | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as { at?: unknown; exitHref?: unknown };
    const at = typeof parsed.at === 'string' ? new Date(parsed.at) : null;
    if (!at || Number.isNaN(at.getTime())) return null;
    const exit = typeof parsed.exitHref === 'string' && parsed.exitHref.startsWith('/') && !parsed.exitHref.startsWith('//') ? parsed.exitHref : '/';
    return { at, exitHref: exit };
  } catch {
    return null;
  }
}

/**
 * The request to render for a staff member's preview, or null when this is no preview: not a GET, no
 * valid `?as_of=`, or the requester is not staff (`viewerOf` reads their session).
 */
export async function staffPreviewRequest(request: Request, pageUrl: URL, viewerOf: (request: Request) => Promise<{ isStaff: boolean } | null>): Promise<Request | null> {
  if (request.method !== 'GET') return null;
  const at = askedPreviewAt(pageUrl);
  if (!at) return null;
  const viewer = await viewerOf(request).catch(() => null);
  if (!viewer?.isStaff) return null;
  return withPreviewHeader(withoutPreviewHeader(request), { at, exitHref: exitHref(pageUrl) });
}
