'use client';

/**
 * Daily features (spec §4): once the app state is initialized with a recommendation, opens the
 * recommend modal when it has not been shown yet on this calendar day in Japan time, and records
 * it. Renders nothing. Mounted once by the root layout. Not over the manga viewer (/bv/…): a reader
 * who opens an episode is not interrupted; the modal waits for the next other page of the day. The
 * clock, the storage and the path can be injected (tests); by default the real ones are used.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { appState } from '../state/app-store.ts';
import { markDailyRecommendShown, shouldShowDailyRecommend } from '../state/daily-recommend.ts';
import { browserStorage } from '../state/local-storage.ts';
import { modalState, openModal } from '../state/modal-store.ts';

export interface DailyFeaturesProps {
  /** Defaults to window.localStorage (null when unavailable). */
  storage?: Storage | null;
  /** Defaults to the current time. */
  now?: () => Date;
  /** Defaults to the page's path. */
  path?: string;
}

export const isReadingPath = (path: string) => path.startsWith('/bv/');

export function DailyFeatures({ storage, now = () => new Date(), path }: DailyFeaturesProps) {
  const { initialized, recommendInfo, errorScreen } = useSnapshot(appState);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !initialized || !recommendInfo || errorScreen) return;
    done.current = true;
    if (isReadingPath(path ?? window.location.pathname)) return;
    // Another modal (an error, a server message) has the floor: try again on the next page load.
    if (modalState.stack.length > 0) return;
    const target = storage === undefined ? browserStorage() : storage;
    const at = now();
    if (!shouldShowDailyRecommend(target, at)) return;
    openModal('recommend', { ...recommendInfo });
    markDailyRecommendShown(target, at);
    // `now`, `storage` and `path` are read once, when the recommendation arrives.
  }, [initialized, recommendInfo, errorScreen]);

  return null;
}

export default DailyFeatures;
