'use client';

/**
 * The scrolls the site makes on the same page, with the spec's 500 ms animation (§9; src/lib/timing/
 * scroll-animation.ts; at once under prefers-reduced-motion). Mounted once by the root layout.
 * - An in-page link (`#section`: the fixed pages' index, the FAQ's categories) glides to its section,
 *   which then has the focus, and the address gets the fragment (a history entry, as the jump had).
 * - "ページの先頭へ": a button shown once the page has scrolled past the app bar's threshold (300 px),
 *   back to the top, where the focus moves to the page's heading.
 * Without JavaScript the anchors jump and the button stays hidden.
 * The button is shown and hidden through its `data-shown` attribute, not React state: a state update in
 * the layout while a client navigation's transition is pending (the navigation scrolls to the top) kept
 * the new page from ever committing (seen on the phone e2e, decision 065). AppBarScroll works the same way.
 */
import { useEffect, useRef } from 'react';
import { animateScrollTo, scrollTopOf } from '../../lib/timing/scroll-animation.ts';
import { APP_BAR_SCROLL_THRESHOLD } from '../header/AppBarScroll.tsx';
import { isPlainNavigationClick } from './link-target.ts';
import './scroll-animations.css';

export const BACK_TO_TOP_LABEL = 'ページの先頭へ';

/** The element a same-page fragment link leads to, or null when the link goes elsewhere (or nowhere). */
export function inPageTarget(anchor: HTMLAnchorElement, location: Location): HTMLElement | null {
  if (!anchor.hash || anchor.origin !== location.origin || anchor.pathname !== location.pathname || anchor.search !== location.search) return null;
  // The reader keeps its own fragments (its end panel is shown by :target).
  if (location.pathname.startsWith('/bv/')) return null;
  let id: string;
  try {
    id = decodeURIComponent(anchor.hash.slice(1));
  } catch {
    return null;
  }
  return id ? document.getElementById(id) : null;
}

/** Gives `element` the focus without scrolling (made focusable by script when it is not). */
function focusWithoutScroll(element: HTMLElement) {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

export function ScrollAnimations() {
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !isPlainNavigationClick(event, anchor)) return;
      const target = inPageTarget(anchor, window.location);
      if (!target) return;
      event.preventDefault();
      if (window.location.hash !== anchor.hash) window.history.pushState(window.history.state, '', anchor.hash);
      void animateScrollTo(scrollTopOf(target)).then(() => focusWithoutScroll(target));
    };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        button.current?.toggleAttribute('data-shown', window.scrollY > APP_BAR_SCROLL_THRESHOLD);
      });
    };
    onScroll();
    window.addEventListener('click', onClick);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <button
      ref={button}
      type="button"
      className="back-to-top"
      aria-label={BACK_TO_TOP_LABEL}
      onClick={() => {
        void animateScrollTo(0).then(() => {
          const heading = document.querySelector<HTMLElement>('.site-main h1');
          if (heading) focusWithoutScroll(heading);
        });
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M6 14l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

export default ScrollAnimations;
