/**
 * The daily recommend modal (spec §4 "Daily features"): shown at most once per calendar day in
 * Japan time (Asia/Tokyo, UTC+9 all year: 15:00 UTC is midnight JST). The JST date it was last
 * shown is kept in local storage; when storage is unavailable (privacy mode, SSR) it is kept in
 * memory, so the modal shows at most once per page load. Nothing here throws.
 */
import { getItem, setItem } from './local-storage.ts';

export const DAILY_RECOMMEND_KEY = 'yomiba:daily-recommend';

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day in Japan time, e.g. '2026-11-22'. */
export function jstDateKey(now: Date): string {
  return new Date(now.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The JST day shown during this page load (fallback when storage does not work). */
let shownThisPageLoad: string | null = null;

/** Forgets the in-memory record (tests; a real page load starts without it). */
export function resetDailyRecommendMemory(): void {
  shownThisPageLoad = null;
}

/**
 * Whether the modal is due: not yet shown on `now`'s JST day. A stored day that is not a date
 * (corrupt) counts as never shown; a stored day later than today (clock set back) counts as shown.
 */
export function shouldShowDailyRecommend(storage: Storage | null | undefined, now: Date): boolean {
  const today = jstDateKey(now);
  if (shownThisPageLoad !== null && shownThisPageLoad >= today) return false;
  const stored = getItem(DAILY_RECOMMEND_KEY, storage);
  if (stored === null || !DATE_KEY.test(stored)) return true;
  return stored < today;
}

/** Records that the modal was shown on `now`'s JST day. Returns whether local storage kept it. */
export function markDailyRecommendShown(storage: Storage | null | undefined, now: Date): boolean {
  const today = jstDateKey(now);
  shownThisPageLoad = today;
  return setItem(DAILY_RECOMMEND_KEY, today, storage);
}
