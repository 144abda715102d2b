import { proxy } from 'valtio/vanilla';
import { getJson, setJson } from './local-storage.ts';

/**
 * Reader settings (direction, spread, mode), kept per title. Visitors' settings live in localStorage;
 * members' will live on the server: both are a ReaderSettingsStore, so the viewer does not care which.
 */
export type ReadingDirection = 'rtl' | 'ltr';
/** 'auto' shows two facing pages when the screen is wide enough; 'single' always one page. */
export type SpreadSetting = 'auto' | 'single';
/** Paging (ページめくり) or vertical scroll (タテヨミ). */
export type ReadingMode = 'paged' | 'vertical';

export type ReaderSettings = { direction: ReadingDirection; spread: SpreadSetting; mode: ReadingMode };

export const DIRECTIONS: readonly ReadingDirection[] = ['rtl', 'ltr'];
export const SPREADS: readonly SpreadSetting[] = ['auto', 'single'];
export const MODES: readonly ReadingMode[] = ['paged', 'vertical'];

/** Manga reads right to left in spreads; vertical works (webtoons) scroll. */
export function defaultReaderSettings(isVertical: boolean): ReaderSettings {
  return { direction: 'rtl', spread: 'auto', mode: isVertical ? 'vertical' : 'paged' };
}

/** The valid fields of stored settings over the defaults; anything malformed is ignored. */
export function parseReaderSettings(raw: unknown, defaults: ReaderSettings): ReaderSettings {
  if (!raw || typeof raw !== 'object') return { ...defaults };
  const value = raw as Record<string, unknown>;
  const pick = <T extends string>(allowed: readonly T[], field: unknown, fallback: T): T =>
    allowed.includes(field as T) ? (field as T) : fallback;
  return {
    direction: pick(DIRECTIONS, value.direction, defaults.direction),
    spread: pick(SPREADS, value.spread, defaults.spread),
    mode: pick(MODES, value.mode, defaults.mode),
  };
}

export interface ReaderSettingsStore {
  /** The saved settings of a title, or null when none were saved. */
  load(titleKey: string): Promise<unknown>;
  save(titleKey: string, settings: ReaderSettings): Promise<void>;
}

export const readerSettingsKey = (titleKey: string) => `yomiba:reader-settings:${titleKey}`;

/** Settings in localStorage, one key per title (a visitor's browser). */
export function localReaderSettingsStore(storage?: Storage | null): ReaderSettingsStore {
  return {
    load: async (titleKey) => getJson<unknown>(readerSettingsKey(titleKey), null, storage),
    save: async (titleKey, settings) => {
      setJson(readerSettingsKey(titleKey), settings, storage);
    },
  };
}

/** The settings of the title being read, shared by the viewer and its settings panel. */
export type ReaderSettingsState = ReaderSettings & { loaded: boolean };

export function createReaderSettingsState(defaults: ReaderSettings): ReaderSettingsState {
  return proxy({ ...defaults, loaded: false });
}

/** Applies what the store holds for the title (defaults for the missing or invalid parts). */
export async function loadReaderSettings(
  state: ReaderSettingsState,
  store: ReaderSettingsStore,
  titleKey: string,
  defaults: ReaderSettings,
): Promise<void> {
  let raw: unknown = null;
  try {
    raw = await store.load(titleKey);
  } catch {
    raw = null;
  }
  Object.assign(state, parseReaderSettings(raw, defaults), { loaded: true });
}

/** Changes one setting and saves the title's settings. */
export async function updateReaderSettings(
  state: ReaderSettingsState,
  store: ReaderSettingsStore,
  titleKey: string,
  change: Partial<ReaderSettings>,
): Promise<void> {
  Object.assign(state, change);
  const { direction, spread, mode } = state;
  try {
    await store.save(titleKey, { direction, spread, mode });
  } catch {
    // Settings that cannot be saved still apply to this reading.
  }
}
