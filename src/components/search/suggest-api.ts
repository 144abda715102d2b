import type { Product, SuggestionItem } from '#modules/catalogue/client.ts';
import { answerOf, quietApiClient } from '../../lib/http/api-client.ts';

/** At most this many suggestions are shown (spec §5, §9). */
export const MAX_SUGGESTIONS = 5;
/** Typing pause before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 250;

export type SuggestFetcher = (keyword: string, signal: AbortSignal) => Promise<SuggestionItem[]>;

/** `GET /api/v1/suggest/?keyword=`; any failure gives no suggestions. */
export const fetchSuggestions: SuggestFetcher = async (keyword, signal) => {
  try {
    const body: { success?: boolean; items?: SuggestionItem[] } = await answerOf(quietApiClient.api.v1.suggest.index.$get({ query: { keyword } }, { init: { signal } }));
    return body.success && Array.isArray(body.items) ? body.items.slice(0, MAX_SUGGESTIONS) : [];
  } catch {
    return [];
  }
};

/** The second source: comics (store products, product_type 1) by keyword, most ordered first. */
export type ComicFetcher = (keyword: string, signal: AbortSignal) => Promise<Product[]>;

/**
 * `GET /store/api/v2/search/?q=&order_by=order_count-desc&product_type=1`, reading
 * `paginator.current_page.object_list`; any failure gives an empty list (spec §7).
 */
export const fetchComicSuggestions: ComicFetcher = async (keyword, signal) => {
  try {
    const query = { q: keyword, order_by: 'order_count-desc' as const, product_type: '1' as const, page_size: String(MAX_SUGGESTIONS) };
    const body: { paginator?: { current_page?: { object_list?: unknown } } } = await answerOf(quietApiClient.store.api.v2.search.index.$get({ query }, { init: { signal } }));
    const list = body?.paginator?.current_page?.object_list;
    return Array.isArray(list) ? (list as Product[]).slice(0, MAX_SUGGESTIONS) : [];
  } catch {
    return [];
  }
};
