/**
 * The stamp card modal opens by itself at most once per JST day (like the daily recommend modal): the
 * day it was last shown is kept in local storage under STAMP_CARD_SHOWN_KEY.
 */
import { jstDateKey } from './daily-recommend.ts';
import { getItem, setItem } from './local-storage.ts';

export const STAMP_CARD_SHOWN_KEY = 'yomiba:stamp-card-shown';

let shownThisPageLoad: string | null = null;

export function resetDailyStampCardMemory(): void {
  shownThisPageLoad = null;
}

export function shouldShowDailyStampCard(storage: Storage | null | undefined, now: Date): boolean {
  const today = jstDateKey(now);
  if (shownThisPageLoad !== null && shownThisPageLoad >= today) return false;
  const stored = getItem(STAMP_CARD_SHOWN_KEY, storage);
  if (stored === null || !/^\d{4}-\d{2}-\d{2}$/.test(stored)) return true;
  return stored < today;
}

export function markDailyStampCardShown(storage: Storage | null | undefined, now: Date): boolean {
  shownThisPageLoad = jstDateKey(now);
  return setItem(STAMP_CARD_SHOWN_KEY, shownThisPageLoad, storage);
}
