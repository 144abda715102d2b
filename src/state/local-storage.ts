/**
 * Safe localStorage helpers (spec §4 "Other state", §9): nothing here throws when storage is
 * unavailable (SSR, privacy mode, SecurityError), full (quota) or holds corrupt JSON.
 * Every helper takes an optional Storage as its last argument (tests pass an in-memory one);
 * without it, `window.localStorage` is used when reachable.
 */

/** Search results shown as a list or as a grid (spec §4 "Other state"). */
export const CARD_VIEW_KEY = 'yomiba:card-view';
/** Recent paths visited; the root path clears it (spec §4 "Other state"). */
export const LOCATION_HISTORY_KEY = 'yomiba:location-history';
/** Written at startup to check that local storage works (spec §9). */
export const LS_CHECK_KEY = 'yomiba:ls-check';
/** How many paths the location history keeps. */
export const LOCATION_HISTORY_LIMIT = 20;

export type CardView = 'list' | 'grid';
export const CARD_VIEWS: readonly CardView[] = ['list', 'grid'];
export const DEFAULT_CARD_VIEW: CardView = 'grid';

/** window.localStorage, or null when there is no window or access is refused. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : (window.localStorage ?? null);
  } catch {
    return null;
  }
}

function resolve(storage: Storage | null | undefined): Storage | null {
  return storage === undefined ? browserStorage() : storage;
}

export function getItem(key: string, storage?: Storage | null): string | null {
  try {
    return resolve(storage)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns whether the value was stored. */
export function setItem(key: string, value: string, storage?: Storage | null): boolean {
  const target = resolve(storage);
  if (!target) return false;
  try {
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string, storage?: Storage | null): void {
  try {
    resolve(storage)?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** The parsed JSON value of a key, or `fallback` when absent or corrupt. */
export function getJson<T>(key: string, fallback: T, storage?: Storage | null): T {
  const raw = getItem(key, storage);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Stores a value as JSON; returns whether it was stored. */
export function setJson(key: string, value: unknown, storage?: Storage | null): boolean {
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false;
  }
  return setItem(key, raw, storage);
}

// ---------------------------------------------------------------------------------------------
// Card view

export function isCardView(value: unknown): value is CardView {
  return value === 'list' || value === 'grid';
}

/** The stored card view, or `fallback` ('grid') when absent or invalid. */
export function getCardView(fallback: CardView = DEFAULT_CARD_VIEW, storage?: Storage | null): CardView {
  const value = getItem(CARD_VIEW_KEY, storage);
  return isCardView(value) ? value : fallback;
}

export function setCardView(view: CardView, storage?: Storage | null): boolean {
  if (!isCardView(view)) return false;
  return setItem(CARD_VIEW_KEY, view, storage);
}

// ---------------------------------------------------------------------------------------------
// Location history

/** Whether a path is the root path '/' (query and hash ignored). */
export function isRootPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/' || pathname === '';
}

/** The stored paths, oldest first; [] when absent or corrupt. */
export function getLocationHistory(storage?: Storage | null): string[] {
  const value = getJson<unknown>(LOCATION_HISTORY_KEY, [], storage);
  return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string' && p !== '') : [];
}

export function clearLocationHistory(storage?: Storage | null): void {
  removeItem(LOCATION_HISTORY_KEY, storage);
}

/**
 * Records a visited path (spec §4): the root path is not recorded and clears the history; the
 * same path twice in a row is kept once; only the last LOCATION_HISTORY_LIMIT paths are kept.
 * Returns the history after the change.
 */
export function recordLocation(path: string, storage?: Storage | null, limit = LOCATION_HISTORY_LIMIT): string[] {
  if (isRootPath(path)) {
    clearLocationHistory(storage);
    return [];
  }
  const history = getLocationHistory(storage);
  if (history[history.length - 1] !== path) history.push(path);
  const kept = history.slice(-Math.max(1, limit));
  setJson(LOCATION_HISTORY_KEY, kept, storage);
  return kept;
}

// ---------------------------------------------------------------------------------------------
// Startup check

/** Writes the check key and reads it back (spec §9); returns whether local storage works. */
export function writeLocalStorageCheck(storage?: Storage | null): boolean {
  const value = String(Date.now());
  if (!setItem(LS_CHECK_KEY, value, storage)) return false;
  return getItem(LS_CHECK_KEY, storage) === value;
}
