/**
 * Where to go after signing in or up: the `next` query parameter, but only when it is a path on
 * this site. Anything else (another host, a scheme, a protocol-relative or backslash trick, control
 * characters, an encoded `//`) falls back to the top page, so the sign-in page is no open redirect.
 * Pure: used by the pages on the server, by the forms in the browser and by social sign-in.
 */
export const DEFAULT_NEXT = '/';

const MAX_LENGTH = 2048;
const CHECK_ORIGIN = 'https://next.invalid';

/** Whether a path would leave the site: `//host`, `/\host`, or control characters browsers strip. */
function leavesSite(path: string): boolean {
  if (!path.startsWith('/')) return true;
  if (path[1] === '/' || path[1] === '\\') return true;
  // Tabs and newlines are removed by URL parsers ('/\t/evil' becomes '//evil'); backslashes count as slashes.
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f\\]/.test(path);
}

/** A same-site relative path from `value` (a string starting with a single '/'), otherwise '/'. */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_NEXT;
  const path = value.trim();
  if (path === '' || path.length > MAX_LENGTH || leavesSite(path)) return DEFAULT_NEXT;
  // An encoded '//' or '\' ('/%2F%2Fevil', '/%5Cevil') is refused too, in case something decodes it later.
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return DEFAULT_NEXT;
  }
  if (leavesSite(decoded)) return DEFAULT_NEXT;
  let url: URL;
  try {
    url = new URL(path, CHECK_ORIGIN);
  } catch {
    return DEFAULT_NEXT;
  }
  if (url.origin !== CHECK_ORIGIN) return DEFAULT_NEXT;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` parameter of a query string ('next=/faq/&a=1' or '?next=…'), made safe. */
export function safeNextFromQuery(query: string | undefined | null): string {
  if (!query) return DEFAULT_NEXT;
  return safeNextPath(new URLSearchParams(query.startsWith('?') ? query.slice(1) : query).get('next'));
}

/** A link to another account page that keeps `next` (left out when it is the default). */
export function withNext(path: string, next: string): string {
  const safe = safeNextPath(next);
  return safe === DEFAULT_NEXT ? path : `${path}?next=${encodeURIComponent(safe)}`;
}
