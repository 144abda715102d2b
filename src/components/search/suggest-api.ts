import type { SuggestionItem } from '../../../modules/catalogue/client.ts';

/** At most this many suggestions are shown (spec §5, §9). */
export const MAX_SUGGESTIONS = 5;
/** Typing pause before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 250;

export type SuggestFetcher = (keyword: string, signal: AbortSignal) => Promise<SuggestionItem[]>;

/** `GET /api/v1/suggest/?keyword=`; any failure gives no suggestions. */
export const fetchSuggestions: SuggestFetcher = async (keyword, signal) => {
  try {
    const response = await fetch(`/api/v1/suggest/?keyword=${encodeURIComponent(keyword)}`, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return [];
    const body = (await response.json()) as { success?: boolean; items?: SuggestionItem[] };
    return body.success && Array.isArray(body.items) ? body.items.slice(0, MAX_SUGGESTIONS) : [];
  } catch {
    return [];
  }
};

export const titlePath = (titleCode: string) => `/book/title/${encodeURIComponent(titleCode)}/`;
