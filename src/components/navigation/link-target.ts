/**
 * Which clicks and GET form submissions the site navigates through Waku's router (decision 059):
 * in-site page addresses only. Everything else keeps the browser's own full load: other origins,
 * API and asset paths, addresses answered before Waku (feeds, app downloads, a referral link), the
 * viewer (a full-screen reader entered and left with a full load), and links that ask for one
 * (`data-full-reload`, `rel="external"`, `download`, a target other than `_self`).
 */

import { API_PREFIXES } from '#platform/http/api-paths.ts';

/** Prefixes that are not pages rendered by Waku (the API, images, assets, feeds, app downloads) or are entered with a full load (the viewer). */
const FULL_LOAD_PREFIXES = [...API_PREFIXES, '/img/', '/RSC/', '/assets/', '/sitemap/', '/mobileapp/', '/bv/', '/@', '/__'];

/** The in-site page address a link or form leads to, or null when the browser should load it itself. */
export function clientNavigationTarget(href: string, current: URL): URL | null {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  // Pages end with a slash (the spec's strict trailing slash); files and feeds do not.
  if (!url.pathname.endsWith('/')) return null;
  if (FULL_LOAD_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  // A referral link sets its cookie on a full load (src/server/referral-cookie.ts).
  if (url.pathname === '/signup/' && url.searchParams.has('ref')) return null;
  // Only the fragment changes: the browser scrolls to the anchor itself.
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return url;
}

type AnchorLike = { target: string; hasAttribute(name: string): boolean; getAttribute(name: string): string | null; relList?: { contains(token: string): boolean } };
type ClickLike = { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean; defaultPrevented: boolean };

/** Whether a click on this anchor may be taken over (a plain left click, no other handler took it, no full load asked for). */
export function isPlainNavigationClick(event: ClickLike, anchor: AnchorLike): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-full-reload')) return false;
  if (anchor.relList?.contains('external')) return false;
  return anchor.getAttribute('href') !== null;
}

/** The address a GET form's submission leads to (its fields as the query), or null for other forms. */
export function formNavigationTarget(action: string, method: string, target: string, fields: Iterable<[string, FormDataEntryValue]>, current: URL): URL | null {
  if (method.toLowerCase() !== 'get' || (target && target !== '_self')) return null;
  const url = clientNavigationTarget(action || current.href, current);
  if (!url) return null;
  const query = new URLSearchParams();
  for (const [name, value] of fields) {
    if (typeof value !== 'string') return null;
    query.append(name, value);
  }
  url.search = query.toString();
  url.hash = '';
  return url;
}

/** The path, query and fragment of an address: what Waku's router is given. */
export const routerPath = (url: URL) => `${url.pathname}${url.search}${url.hash}`;
