/**
 * The spec's in-page prefetch on idle (2,000 ms; decision 065's addendum): once a page is shown and the
 * browser is idle (or 2 s have passed), the page data of the first few in-site links in view is fetched
 * through Waku's router (`prefetch`), so that a click on one of them shows its page without waiting.
 *
 * Waku keeps a prefetched response unread until its link is clicked, which held the connection open
 * (decision 059); here every prefetch's body is read at once into memory (`drain`), so the connection is
 * free again. A prefetched page is used for PREFETCH_TTL_MS at most and never after a write to the API
 * (the member's state may be what it shows); after that the click fetches it again.
 */
import { PREFETCH_IDLE_TIMEOUT_MS } from '../../state/constants.ts';
import { clientNavigationTarget, routerPath } from './link-target.ts';

export const PREFETCH_MAX_LINKS = 4;
/** Pages whose render does something for the member (a notice opened is marked read): fetched only when clicked. */
const NEVER_PREFETCHED = [/^\/info\/[^/]+\/$/];
export const PREFETCH_TTL_MS = 30_000;

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
type FetchRscInternal = (rscPath: string, rscParams: unknown, prefetchOnly?: boolean, fetchFn?: FetchFn) => unknown;
export type FetchEnhancer = (fetchRscInternal: FetchRscInternal) => FetchRscInternal;

type Prefetched = Record<string, unknown>;
const wakuPrefetched = () => (globalThis as { __WAKU_PREFETCHED__?: Prefetched }).__WAKU_PREFETCHED__;

/** The response with its whole body read (the connection is released); status and headers kept. */
export async function drain(response: Response): Promise<Response> {
  const body = await response.arrayBuffer();
  return new Response(response.status === 204 || response.status === 304 ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Wraps Waku's page-data fetch (useEnhanceFetchRscInternal): prefetches are sent with low priority and
 * drained; a prefetched page older than the TTL, or fetched before the last API write, is dropped
 * before Waku would use it.
 */
export function createPrefetchEnhancer(now: () => number = () => Date.now()) {
  const fetchedAt = new Map<string, number>();
  const forget = (rscPath: string) => {
    fetchedAt.delete(rscPath);
    const prefetched = wakuPrefetched();
    if (prefetched) delete prefetched[rscPath];
  };
  const enhancer: FetchEnhancer = (inner) => (rscPath, rscParams, prefetchOnly, fetchFn = fetch) => {
    if (prefetchOnly) {
      // Waku asks only for a page it holds no prefetch of.
      fetchedAt.set(rscPath, now());
      return inner(rscPath, rscParams, true, async (input, init) => {
        const response = await drain(await fetchFn(input, { ...init, priority: 'low' } as RequestInit));
        // Only a page is kept: a guard's answer (sign in first, not allowed) is the viewer's of that moment,
        // and they may have signed in by the click. The click asks again.
        if (response.status !== 200) queueMicrotask(() => forget(rscPath));
        return response;
      });
    }
    const at = fetchedAt.get(rscPath);
    if (at !== undefined && now() - at > PREFETCH_TTL_MS) forget(rscPath);
    fetchedAt.delete(rscPath);
    return inner(rscPath, rscParams, prefetchOnly, fetchFn);
  };
  return {
    enhancer,
    /** Every prefetched page goes (the member wrote: what they were shown may have changed). */
    forgetAll() {
      for (const rscPath of Array.from(fetchedAt.keys())) forget(rscPath);
    },
  };
}

type AnchorSource = { querySelectorAll(selector: string): Iterable<Element> | ArrayLike<Element> };

/**
 * The page addresses worth fetching ahead: in-site links the router would take (link-target.ts) that are
 * in view now, without a query, other than this page, each once, at most `max`: the page's own (in
 * `main`) before the header's and footer's, each in document order.
 */
export function prefetchCandidates(root: AnchorSource, current: URL, viewport: { width: number; height: number }, max = PREFETCH_MAX_LINKS): string[] {
  const here = routerPath(new URL(`${current.pathname}${current.search}`, current));
  const found: string[] = [];
  // The page's own links first (the header's are on every page), each group in document order.
  const anchors = Array.from(root.querySelectorAll('a[href]'));
  const inMain = (element: Element) => element.closest('main, .site-main') !== null;
  for (const element of [...anchors.filter(inMain), ...anchors.filter((element) => !inMain(element))]) {
    if (found.length >= max) break;
    const anchor = element as HTMLAnchorElement;
    if (anchor.hasAttribute('data-full-reload') || anchor.hasAttribute('data-no-prefetch') || anchor.hasAttribute('download')) continue;
    if (anchor.target && anchor.target !== '_self') continue;
    const box = anchor.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.right <= 0 || box.top >= viewport.height || box.left >= viewport.width) continue;
    const url = clientNavigationTarget(anchor.href, current);
    if (!url || NEVER_PREFETCHED.some((pattern) => pattern.test(url.pathname))) continue;
    // Waku matches a prefetch to its click by the query's object, which it keeps for one query at a time:
    // addresses without a query share it.
    if (url.search) continue;
    url.hash = '';
    const path = routerPath(url);
    if (path === here || found.includes(path)) continue;
    found.push(path);
  }
  return found;
}

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Whether the visitor asked to save data, or the connection is too slow for extra requests. */
function savingData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !!connection?.saveData || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/** Runs `prefetch` for the page's candidates when the browser is next idle (at the latest after the spec's 2,000 ms). */
export function scheduleIdlePrefetch(prefetch: (path: string) => void, win: IdleWindow = window): () => void {
  const run = () => {
    if (document.visibilityState !== 'visible' || savingData()) return;
    for (const path of prefetchCandidates(document, new URL(window.location.href), { width: window.innerWidth, height: window.innerHeight })) prefetch(path);
  };
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = win.setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
  return () => win.clearTimeout(timer);
}
