import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { API_PREFIXES } from '#platform/http/api-paths.ts';
import { derivedRequest } from '#platform/http/derived-request.ts';
import { ANY_CONTROL } from '#platform/http/request-hygiene.ts';
import { isSecureRequest } from '#platform/http/secure-request.ts';
import { HSTS, newNonce, nonceScripts, pageCsp } from './content-security.ts';

/** Paths answered by the Hono API app rather than by Waku. */
export const isApiPath = (pathname: string) => API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname.startsWith('/img/');

/**
 * A page address with NUL or another control character in its path or query (decoded): answered 400
 * before anything reads it (the API refuses them too: platform/http/request-hygiene.ts).
 */
export function hasControlCharacters(url: URL): boolean {
  const control = ANY_CONTROL;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes are the router's 404.
  }
  if (control.test(path)) return true;
  for (const [name, value] of url.searchParams) if (control.test(name) || control.test(value)) return true;
  return false;
}

const RSC_ROUTE_PREFIX = '/RSC/R/';

/**
 * The page address whose data a Waku RSC request fetches, or null for other paths. Waku 0.27 encodes
 * the route `/x/y` as `/RSC/R/x/y.txt` (`/` as `R/_root`, a leading `_` doubled) and the page's query
 * in the `query` parameter; the canonical page form has the trailing slash. Route guards run on it.
 */
export function rscPageUrl(url: URL): URL | null {
  if (!url.pathname.startsWith(RSC_ROUTE_PREFIX) || !url.pathname.endsWith('.txt')) return null;
  let route = url.pathname.slice(RSC_ROUTE_PREFIX.length - 1, -'.txt'.length);
  if (route === '/_root') route = '/';
  else if (route.startsWith('/__')) route = `/_${route.slice(3)}`;
  const page = new URL(route === '/' ? '/' : `${route.replace(/\/+$/, '')}/`, url);
  page.search = url.searchParams.get('query') ?? '';
  return page;
}

/** The header in which Waku's client router lists the elements it already holds (waku/router/common.js SKIP_HEADER). */
export const ROUTER_SKIP_HEADER = 'x-waku-router-skip';

/**
 * A page-data request without the router's skip list: Waku leaves the static elements a client says it
 * holds out of the payload, so a payload made for one client may miss what another needs. Page data is
 * kept by the page caches by address alone (decision 059), so it is always rendered whole.
 */
export function withoutRouterSkip(request: Request): Request {
  if (!request.headers.has(ROUTER_SKIP_HEADER) || (request.method !== 'GET' && request.method !== 'HEAD')) return request;
  const headers = new Headers(request.headers);
  headers.delete(ROUTER_SKIP_HEADER);
  return derivedRequest(request, { headers });
}

/**
 * The page-data answer for a page the server answers with a redirect: fetch would follow a 3xx to the
 * target's HTML, so the Location goes with a 403 that Waku's client router navigates to (as the route
 * guards' redirects, src/server-entry.tsx).
 */
export function rscRedirect(location: string): Response {
  return new Response(null, { status: 403, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * Page data as Waku 0.27 answers it is `text/plain`; it is `text/x-component` here, the type the page
 * caches keep (anonymous renders, audiences, a member's own pages) and the browser never renders.
 */
export function asPageData(response: Response): Response {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/plain')) return response;
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'text/x-component; charset=utf-8');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Developer pages (samples, the deliberate 500), absent from a production deployment (config.demoMode). */
const DEVELOPER_PAGES = /^\/(sample|check500)(\/|$)/;

export function isDeveloperPage(pathname: string): boolean {
  return DEVELOPER_PAGES.test(pathname);
}

const NOT_PAGE_PREFIXES = ['/RSC/', '/assets/', '/@', '/src/', '/node_modules/', '/__'];

/** Page paths are the ones whose canonical form ends with a slash. */
export function isPagePath(pathname: string): boolean {
  if (pathname === '/' || NOT_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/** Strict trailing slashes: GET/HEAD `/x` answers 301 to `/x/`, keeping the query. */
export function trailingSlashRedirect(request: Request, url: URL): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (!isPagePath(url.pathname) || url.pathname.endsWith('/')) return null;
  return new Response(null, { status: 301, headers: { Location: `${url.pathname}/${url.search}` } });
}

/** Waku's router knows `/x`; the public, canonical form is `/x/`. */
export function toWakuRequest(request: Request, url: URL): Request {
  if (url.pathname === '/' || !url.pathname.endsWith('/') || !isPagePath(url.pathname.slice(0, -1))) return request;
  const rewritten = new URL(url);
  rewritten.pathname = url.pathname.replace(/\/+$/, '');
  return derivedRequest(request, { url: rewritten });
}

/** Every header secureHeaders adds by default, off: the ones we send are named where they are used. */
const NO_HEADERS = {
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  removePoweredBy: false,
} as const;

/** The same on every response: framing, sniffing, referrer. */
const fixedHeaders = secureHeaders({ ...NO_HEADERS, xFrameOptions: 'SAMEORIGIN', xContentTypeOptions: true, referrerPolicy: 'strict-origin-when-cross-origin' });

/** HSTS when the request came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto: platform/http/secure-request.ts). */
const hstsOverHttps = (): MiddlewareHandler => {
  const hsts = secureHeaders({ ...NO_HEADERS, strictTransportSecurity: HSTS });
  return (c, next) => (isSecureRequest(c.req.raw) ? hsts(c, next) : next());
};

/** The response itself when its headers can be changed; a copy when they are immutable (Response.redirect, fetch). */
function writable(response: Response): Response {
  try {
    response.headers.set('x-content-type-options', 'nosniff');
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

/**
 * What depends on the response (secureHeaders sets one policy, chosen before the handler runs): a page
 * rendered here carries its own Content-Security-Policy with its scripts' nonce (withPageScriptsNonce),
 * which stays; other documents get the full policy without a nonce (no inline script runs); any other
 * response needs only the framing rule. Waku sends bare text/html: documents without a <meta charset>
 * (its error page) would be misread.
 */
const responsePolicy: MiddlewareHandler = async (c, next) => {
  await next();
  const response = writable(c.res);
  if (response !== c.res) c.res = response;
  const headers = c.res.headers;
  const type = headers.get('content-type') ?? '';
  if (type === 'text/html') headers.set('content-type', 'text/html; charset=utf-8');
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', type.startsWith('text/html') ? pageCsp() : "frame-ancestors 'self'");
};

/** The security headers of every response of the front controller (src/server-entry.tsx), in `app.use` order. */
export function securityHeaders(): MiddlewareHandler[] {
  return [fixedHeaders, hstsOverHttps(), responsePolicy];
}

/** An HTML page's response with a fresh nonce on each of its script tags and the page policy naming it. */
export function withPageScriptsNonce(response: Response): Response {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body) return response;
  const nonce = newNonce();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-security-policy', pageCsp(nonce));
  return new Response(response.body.pipeThrough(nonceScripts(nonce)), { status: response.status, statusText: response.statusText, headers });
}
