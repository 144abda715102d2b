'use client';
import { useEffect } from 'react';
import { currentConnection, pagesToPreload, preloadImage, preloadWindow } from './preload.ts';
import type { ViewerPage } from './types.ts';

/** Fetches the pages around the shown ones so that a turn paints from cache. */
export function usePreload(pages: readonly ViewerPage[], shown: readonly number[], sizes: (page: ViewerPage) => string, enabled: boolean) {
  const key = shown.join(',');
  useEffect(() => {
    if (!enabled) return;
    const window = preloadWindow(currentConnection());
    const shownPages = key.split(',').map(Number);
    for (const number of pagesToPreload(shownPages, pages.length, window)) {
      const page = pages[number - 1];
      if (page) preloadImage(page, sizes(page));
    }
  }, [key, pages, sizes, enabled]);
}
