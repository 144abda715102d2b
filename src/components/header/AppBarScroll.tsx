'use client';
import { useEffect } from 'react';

/** The spec's app-bar threshold: past it the header turns compact. */
export const APP_BAR_SCROLL_THRESHOLD = 300;

/** Below this fraction of the threshold the app bar opens again (hysteresis against flicker). */
const RELEASE_RATIO = 0.8;

/** Marks the header `data-scrolled` once the page has scrolled past the threshold. */
export function AppBarScroll({ targetId, threshold = APP_BAR_SCROLL_THRESHOLD }: { targetId: string; threshold?: number }) {
  useEffect(() => {
    const header = document.getElementById(targetId);
    if (!header) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const scrolled = header.hasAttribute('data-scrolled');
      if (!scrolled && window.scrollY > threshold) header.setAttribute('data-scrolled', '');
      else if (scrolled && window.scrollY < threshold * RELEASE_RATIO) header.removeAttribute('data-scrolled');
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [targetId, threshold]);
  return null;
}
