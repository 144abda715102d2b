'use client';

/**
 * The single-page site (spec §1, §2; decision 059). Mounted once by the root layout, renders nothing.
 * In-site links and GET forms stay real `<a href>` / `<form>` (pages work without JavaScript); with
 * JavaScript a plain click or submission is taken over and goes through Waku's router (`useRouter().push`:
 * the page's RSC payload, no document load), with the spec's behaviour:
 * - the page scrolls to the top on each navigation; back and forward bring a page back to where it was left;
 * - the page transition "page", mode out-in: the old page fades out (while its data loads), then the new one
 *   fades in; nothing moves when the visitor prefers reduced motion;
 * - the general loading indicator runs while a page loads (it resets itself after 10 s);
 * - route guards are the server's (the page data answers like the page: src/server-entry.tsx); a guard's
 *   redirect is followed by Waku's router, a 404 shows the 404 page, other failures the error page
 *   (RouteErrorBoundary, in the root);
 * - when the page is idle (at the latest after 2,000 ms), the page data of a few links in view is fetched
 *   ahead (idle-prefetch.ts), read at once so that no connection stays open.
 */
import { useEffect, useRef } from 'react';
import { spaEnabled } from '#src/lib/site-environment.ts';
import { useRouter } from 'waku';
import { useEnhanceFetchRscInternal_UNSTABLE as useEnhanceFetchRscInternal } from 'waku/minimal/client';
import { onApiWrite } from '#src/lib/http/api-writes.ts';
import { clearErrorScreen } from '../../state/app-store.ts';
import { LOADING_TIMEOUT_MS } from '../../state/constants.ts';
import { startLoading, stopLoading } from '../../state/loading-store.ts';
import { createPrefetchEnhancer, scheduleIdlePrefetch } from './idle-prefetch.ts';
import { clientNavigationTarget, formNavigationTarget, isPlainNavigationClick, routerPath } from './link-target.ts';
import { createScrollPositions, positionKey } from './scroll-positions.ts';
import { routeErrorLocation, setPendingNavigation } from './route-error.ts';

/** The old page's fade-out and the new page's fade-in (site.css, `html[data-page-transition]`). */
export const PAGE_OUT_MS = 120;
export const PAGE_IN_MS = 160;

type Router = ReturnType<typeof useRouter>;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function setPhase(phase: 'out' | 'in' | null) {
  const root = document.documentElement;
  if (phase) root.dataset.pageTransition = phase;
  else delete root.dataset.pageTransition;
}

type Controller = { committed(): void; dispose(): void };

function install(getRouter: () => Router): Controller {
  const positions = createScrollPositions();
  let shown = positionKey(window.location);
  let navigating = false;
  let restoreTo: number | undefined;
  let navigationTimer: ReturnType<typeof setTimeout> | undefined;
  let phaseTimer: ReturnType<typeof setTimeout> | undefined;

  const begin = () => {
    navigating = true;
    clearTimeout(navigationTimer);
    // A navigation that never completes (an error Waku only logs) gives the page back to the visitor.
    navigationTimer = setTimeout(finish, LOADING_TIMEOUT_MS);
  };
  function finish() {
    navigating = false;
    clearTimeout(navigationTimer);
    stopLoading();
    setPhase(null);
  }

  async function navigate(url: URL) {
    positions.save(shown, window.scrollY);
    restoreTo = undefined;
    begin();
    const router = getRouter();
    const to = routerPath(url);
    const same = url.href === window.location.href;
    // Out-in: the old page fades out while the new one's data loads; the new page fades in from nothing.
    if (!prefersReducedMotion()) setPhase('out');
    setPendingNavigation(url.href);
    try {
      // Waku's router sets the address once the page is there (push), or keeps it (the same address again).
      await (same ? router.replace(to, { scroll: true }) : router.push(to, { scroll: true }));
      shown = positionKey(window.location);
    } catch (error) {
      // Waku shows the outcome: a guard's redirect (it navigates to the Location), the 404 page, the error
      // page (RouteErrorBoundary). The address is what a first load of the link would show: the redirect's
      // target after the page left, or the link's own.
      const location = routeErrorLocation(error);
      const address = location ? new URL(location, window.location.href) : url;
      if (!same && window.location.href !== address.href) window.history.pushState({ ...window.history.state, waku_new_path: true }, '', address);
      finish();
    } finally {
      setPendingNavigation(null);
    }
  }

  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !isPlainNavigationClick(event, anchor)) return;
    const url = clientNavigationTarget(anchor.href, new URL(window.location.href));
    if (!url) return;
    event.preventDefault();
    // A link in the drawer or a menu: it closes as a document load would have closed it.
    anchor.closest('dialog')?.close();
    anchor.closest('details[open]')?.removeAttribute('open');
    void navigate(url);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    const submitter = event.submitter instanceof HTMLButtonElement || event.submitter instanceof HTMLInputElement ? event.submitter : null;
    const fields = new FormData(form);
    if (submitter?.name) fields.append(submitter.name, submitter.value);
    const method = submitter?.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get';
    const action = submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '';
    const url = formNavigationTarget(action, method, form.target, fields.entries(), new URL(window.location.href));
    if (!url) return;
    event.preventDefault();
    void navigate(url);
  };
  const onPopState = () => {
    // Waku's router loads the page; it is shown where it was left (committed()).
    positions.save(shown, window.scrollY);
    begin();
    restoreTo = positions.get(positionKey(window.location));
  };
  const onScroll = () => {
    if (!navigating) positions.save(shown, window.scrollY);
  };
  const onStart = () => {
    startLoading();
    clearErrorScreen();
    if (!navigating) begin();
  };
  // The route is set; its page shows with the next commit. When the route did not change (the same
  // address again, a fragment), no commit comes: the navigation ends here.
  const onComplete = () => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (navigating) committed();
      }, 0),
    );
  };

  /** A page is on screen (the first one, or the one a navigation brought). */
  function committed() {
    if (!navigating) {
      shown = positionKey(window.location);
      return;
    }
    const restore = restoreTo;
    restoreTo = undefined;
    const fading = document.documentElement.dataset.pageTransition === 'out';
    finish();
    shown = positionKey(window.location);
    if (restore !== undefined) restoreScroll(restore);
    if (fading) {
      setPhase('in');
      clearTimeout(phaseTimer);
      phaseTimer = setTimeout(() => setPhase(null), PAGE_IN_MS);
    }
  }

  const router = getRouter();
  router.unstable_events.on('start', onStart);
  router.unstable_events.on('complete', onComplete);
  window.addEventListener('click', onClick);
  window.addEventListener('submit', onSubmit);
  window.addEventListener('popstate', onPopState);
  window.addEventListener('scroll', onScroll, { passive: true });

  return {
    committed,
    dispose() {
      router.unstable_events.off('start', onStart);
      router.unstable_events.off('complete', onComplete);
      window.removeEventListener('click', onClick);
      window.removeEventListener('submit', onSubmit);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
      clearTimeout(navigationTimer);
      clearTimeout(phaseTimer);
    },
  };
}

/** Scrolls back to `y`, over a few frames while the page below is still arriving (lazy parts, images). */
function restoreScroll(y: number) {
  let frames = 0;
  const step = () => {
    window.scrollTo({ top: y, left: 0, behavior: 'instant' });
    frames += 1;
    if (Math.abs(window.scrollY - y) > 1 && frames < 30) requestAnimationFrame(step);
  };
  step();
}

export function SiteNavigation() {
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const controller = useRef<Controller | null>(null);
  useEffect(() => {
    // The environment's SPA flag off (SPA=0): every link loads its document, as without JavaScript.
    if (!spaEnabled()) return;
    controller.current = install(() => routerRef.current);
    return () => {
      controller.current?.dispose();
      controller.current = null;
    };
  }, []);
  const enhanceFetch = useEnhanceFetchRscInternal();
  useEffect(() => {
    if (!spaEnabled()) return;
    const prefetches = createPrefetchEnhancer();
    const removeEnhancer = enhanceFetch(prefetches.enhancer as Parameters<typeof enhanceFetch>[0]);
    const stopListening = onApiWrite(prefetches.forgetAll);
    return () => {
      stopListening();
      removeEnhancer();
    };
  }, [enhanceFetch]);
  const routeKey = `${router.path}?${router.query}`;
  useEffect(() => {
    controller.current?.committed();
    // Each page shown (the first and every navigation's): its links in view are fetched ahead when idle.
    if (!spaEnabled()) return;
    return scheduleIdlePrefetch((path) => routerRef.current.prefetch(path));
  }, [routeKey]);
  return null;
}

export default SiteNavigation;
