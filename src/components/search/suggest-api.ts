import { STORE_SEARCH_PATH, type Product, type SuggestionItem } from '../../../modules/catalogue/client.ts';

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

/** The second source: comics (store products, product_type 1) by keyword, most ordered first. */
export type ComicFetcher = (keyword: string, signal: AbortSignal) => Promise<Product[]>;

/**
 * `GET /store/api/v2/search/?q=&order_by=order_count-desc&product_type=1`, reading
 * `paginator.current_page.object_list`; any failure gives an empty list (spec §7).
 */
export const fetchComicSuggestions: ComicFetcher = async (keyword, signal) => {
  try {
    const query = new URLSearchParams({ q: keyword, order_by: 'order_count-desc', product_type: '1', page_size: String(MAX_SUGGESTIONS) });
    const response = await fetch(`${STORE_SEARCH_PATH}?${query}`, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return [];
    const body = (await response.json()) as { paginator?: { current_page?: { object_list?: unknown } } };
    const list = body?.paginator?.current_page?.object_list;
    return Array.isArray(list) ? (list as Product[]).slice(0, MAX_SUGGESTIONS) : [];
  } catch {
    return [];
  }
};
