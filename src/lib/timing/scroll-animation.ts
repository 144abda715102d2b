/**
 * The spec's default scroll animation (§9: 500 ms), for scrolls the site makes itself on the same page:
 * back to the top, to an anchor of the page. The browser's own smooth scrolling has no duration, so the
 * window is moved frame by frame (ease in-out) over 500 ms. Visitors who prefer reduced motion are moved
 * at once. A wheel, touch or key of the visitor's own stops the animation where it is.
 */
import { SCROLL_ANIMATION_MS } from '../../state/constants.ts';

export const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

const INTERRUPTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

let running: (() => void) | null = null;

/** Scrolls the window to `top` over `durationMs` (500 by default); resolves when it is there or was stopped. */
export function animateScrollTo(top: number, durationMs: number = SCROLL_ANIMATION_MS): Promise<void> {
  running?.();
  const maxTop = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  const to = Math.min(Math.max(0, Math.round(top)), maxTop);
  const from = window.scrollY;
  if (prefersReducedMotion() || durationMs <= 0 || Math.abs(to - from) < 1) {
    window.scrollTo({ top: to, left: window.scrollX, behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let frame = 0;
    let start: number | undefined;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of INTERRUPTS) window.removeEventListener(type, stop);
      if (running === stop) running = null;
      resolve();
    };
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      window.scrollTo({ top: from + (to - from) * easeInOut(progress), left: window.scrollX, behavior: 'instant' });
      if (progress < 1) frame = requestAnimationFrame(step);
      else stop();
    };
    for (const type of INTERRUPTS) window.addEventListener(type, stop, { passive: true });
    running = stop;
    frame = requestAnimationFrame(step);
  });
}

/** Where the window scrolls to show `element` at the top, leaving its `scroll-margin-top` (the sticky header) free. */
export function scrollTopOf(element: Element): number {
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return element.getBoundingClientRect().top + window.scrollY - margin;
}
