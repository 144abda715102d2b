import { READER_SETTINGS_PATH } from '#modules/reader/client.ts';
import { answerOf, type ApiClient } from '../lib/http/api-client.ts';
import { localReaderSettingsStore, type ReaderSettings, type ReaderSettingsStore } from './viewer-settings.ts';

/** The reader module's address; the typed client is injected. */
export const READER_SETTINGS_API = READER_SETTINGS_PATH;

/**
 * A member's settings on the server (GET/PUT /api/v1/reader/settings/), so they follow the member to
 * another browser. `preloaded` is what the page's server render already read (no request then; null:
 * nothing saved). Until the member saves settings of their own, what this browser kept as a visitor applies.
 */
export function memberReaderSettingsStore(client: ApiClient, options: { preloaded?: ReaderSettings | null; fallback?: ReaderSettingsStore } = {}): ReaderSettingsStore {
  const fallback = options.fallback ?? localReaderSettingsStore();
  const settingsApi = client.api.v1.reader.settings.index;
  let preloaded = options.preloaded;
  return {
    async load(titleKey) {
      let saved: ReaderSettings | null;
      if (preloaded !== undefined) {
        saved = preloaded;
        preloaded = undefined;
      } else {
        saved = (await answerOf(settingsApi.$get({ query: { title_code: titleKey } }))).settings;
      }
      return saved ?? fallback.load(titleKey);
    },
    async save(titleKey, settings) {
      await answerOf(settingsApi.$put({ json: { title_code: titleKey, ...settings } }));
    },
  };
}
