/**
 * The custom-tab list (spec §9: local storage holds a custom-tab list): which tabs appear on the
 * user's top page, and in which order. Pure helpers plus load/save against a Storage; corrupted
 * or foreign storage content is ignored (the defaults come back). No React here.
 */

export const CUSTOM_TAB_STORAGE_KEY = 'yomiba:custom-tab';

/** Every tab the top page can show, in the default order. */
export const CUSTOM_TABS = [
  { id: 'ranking', label: 'ランキング' },
  { id: 'free', label: '無料' },
  { id: 'new', label: '新作' },
  { id: 'feature', label: '特集' },
  { id: 'store', label: 'ストア' },
  { id: 'sale', label: 'セール' },
  { id: 'review', label: 'レビュー' },
] as const;

export type CustomTabId = (typeof CUSTOM_TABS)[number]['id'];

export interface CustomTabEntry {
  id: CustomTabId;
  visible: boolean;
}

/** Storage as far as these helpers need it (localStorage, or a fake in tests). */
export type CustomTabStorage = Pick<Storage, 'getItem' | 'setItem'>;

const TAB_IDS: ReadonlySet<string> = new Set(CUSTOM_TABS.map((t) => t.id));

export function defaultCustomTabs(): CustomTabEntry[] {
  return CUSTOM_TABS.map((t) => ({ id: t.id, visible: true }));
}

export function customTabLabel(id: CustomTabId): string {
  return CUSTOM_TABS.find((t) => t.id === id)?.label ?? id;
}

function isTabId(value: unknown): value is CustomTabId {
  return typeof value === 'string' && TAB_IDS.has(value);
}

/**
 * Reads a stored value: an array of { id, visible }. Unknown ids and duplicates are dropped,
 * tabs missing from it are appended (visible) so new tabs show up; anything that is not such an
 * array, or keeps no tab visible, gives null.
 */
export function parseCustomTabs(value: unknown): CustomTabEntry[] | null {
  if (!Array.isArray(value)) return null;
  const seen = new Set<CustomTabId>();
  const entries: CustomTabEntry[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return null;
    const { id, visible } = item as { id?: unknown; visible?: unknown };
    if (typeof visible !== 'boolean') return null;
    if (!isTabId(id) || seen.has(id)) continue;
    seen.add(id);
    entries.push({ id, visible });
  }
  for (const tab of CUSTOM_TABS) if (!seen.has(tab.id)) entries.push({ id: tab.id, visible: true });
  return isValidCustomTabs(entries) ? entries : null;
}

/** At least one tab must stay visible. */
export function isValidCustomTabs(entries: readonly CustomTabEntry[]): boolean {
  return entries.some((e) => e.visible);
}

/** The browser's localStorage, or null where it is missing or blocked. */
export function browserStorage(): CustomTabStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored list, or the defaults when nothing valid is stored. */
export function loadCustomTabs(storage: CustomTabStorage | null = browserStorage()): CustomTabEntry[] {
  if (storage === null) return defaultCustomTabs();
  try {
    const raw = storage.getItem(CUSTOM_TAB_STORAGE_KEY);
    if (raw === null) return defaultCustomTabs();
    return parseCustomTabs(JSON.parse(raw)) ?? defaultCustomTabs();
  } catch {
    return defaultCustomTabs();
  }
}

/** Stores the list; false when it is invalid (no visible tab) or the storage refuses it. */
export function saveCustomTabs(entries: readonly CustomTabEntry[], storage: CustomTabStorage | null = browserStorage()): boolean {
  if (storage === null || !isValidCustomTabs(entries)) return false;
  try {
    storage.setItem(CUSTOM_TAB_STORAGE_KEY, JSON.stringify(entries.map(({ id, visible }) => ({ id, visible }))));
    return true;
  } catch {
    return false;
  }
}

/** Moves the entry at index by delta (-1 up, +1 down); out-of-range moves change nothing. */
export function moveCustomTab(entries: readonly CustomTabEntry[], index: number, delta: number): CustomTabEntry[] {
  const target = index + delta;
  const copy = entries.slice();
  if (index < 0 || index >= copy.length || target < 0 || target >= copy.length) return copy;
  const [moved] = copy.splice(index, 1);
  if (moved !== undefined) copy.splice(target, 0, moved);
  return copy;
}

/** Shows or hides one tab. */
export function toggleCustomTab(entries: readonly CustomTabEntry[], id: CustomTabId, visible: boolean): CustomTabEntry[] {
  return entries.map((e) => (e.id === id ? { ...e, visible } : e));
}

/** The top navigation's route name (modules/staff navigation) of each custom tab. */
export const CUSTOM_TAB_ROUTES: Record<CustomTabId, string> = {
  ranking: 'book-ranking',
  free: 'book-free',
  new: 'book-new',
  feature: 'special',
  store: 'book-store',
  sale: 'book-campaign-titles',
  review: 'review',
};

const TAB_OF_ROUTE: ReadonlyMap<string, CustomTabId> = new Map(Object.entries(CUSTOM_TAB_ROUTES).map(([id, route]) => [route, id as CustomTabId]));

/**
 * Shapes the top navigation with the saved list: entries that are no custom tab (the top entry, genre
 * pages...) keep their places; the places of the custom tabs are filled with the visible ones in the
 * saved order, and hidden ones are left out. Entries the list does not know stay where they are.
 */
export function applyCustomTabs<T extends { routeName?: string }>(items: readonly T[], entries: readonly CustomTabEntry[]): T[] {
  const byTab = new Map<CustomTabId, T>();
  for (const item of items) {
    const tab = item.routeName === undefined ? undefined : TAB_OF_ROUTE.get(item.routeName);
    if (tab !== undefined && !byTab.has(tab)) byTab.set(tab, item);
  }
  const ordered = entries.filter((e) => e.visible && byTab.has(e.id)).map((e) => byTab.get(e.id)!);
  const placed = new Set<T>(byTab.values());
  const out: T[] = [];
  let next = 0;
  for (const item of items) {
    if (!placed.has(item)) out.push(item);
    else if (next < ordered.length) out.push(ordered[next++]!);
  }
  // More slots than visible tabs is the only case; fewer cannot happen (ordered ⊆ placed).
  return out;
}

/** Fired on window after a save, so the navigation follows at once (other tabs learn through 'storage'). */
export const CUSTOM_TAB_CHANGED_EVENT = 'yomiba:custom-tab';

/** Saves and tells the page (the navigation re-reads the list). */
export function saveCustomTabsAndNotify(entries: readonly CustomTabEntry[], storage: CustomTabStorage | null = browserStorage()): boolean {
  if (!saveCustomTabs(entries, storage)) return false;
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CUSTOM_TAB_CHANGED_EVENT));
  return true;
}

/** For useSyncExternalStore: calls back when the saved list may have changed (this tab or another one). */
export function subscribeCustomTabs(callback: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CUSTOM_TAB_STORAGE_KEY) callback();
  };
  window.addEventListener(CUSTOM_TAB_CHANGED_EVENT, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CUSTOM_TAB_CHANGED_EVENT, callback);
    window.removeEventListener('storage', onStorage);
  };
}

/** The raw stored value (a stable snapshot for useSyncExternalStore); null without storage or value. */
export function customTabsSnapshot(storage: CustomTabStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(CUSTOM_TAB_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The list a snapshot stands for (defaults for null or anything invalid). */
export function customTabsOf(snapshot: string | null): CustomTabEntry[] {
  if (snapshot === null) return defaultCustomTabs();
  try {
    return parseCustomTabs(JSON.parse(snapshot)) ?? defaultCustomTabs();
  } catch {
    return defaultCustomTabs();
  }
}
