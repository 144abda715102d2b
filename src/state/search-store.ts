/**
 * Search state (spec §3 "Search state"): the list-view flag (kept under the card-view key), the
 * loading flag, the cached result sets and the search target. The cache holds at most 100 result
 * sets (spec §9), the oldest removed first; each holds results, titleCount, maxPage,
 * selectedConditions and selectedSortBy. Vanilla valtio, no React.
 */
import { proxy } from 'valtio/vanilla';
import { apiPath, quietApiClient } from '../lib/http/api-client.ts';
import {
  searchQueryParams, type SearchPage, type SearchQuery, type SelectedConditions, type SortCode, type TitleCard,
} from '#modules/catalogue/client.ts';
import { getCardView, setCardView } from './local-storage.ts';

export const SEARCH_CACHE_LIMIT = 100;

export type CachedSearch = {
  results: TitleCard[];
  titleCount: number;
  maxPage: number;
  selectedConditions: SelectedConditions;
  selectedSortBy: SortCode;
};

export type SearchTarget = { text: string; value: string; placeholder: string };

/** The spec's default search target. */
export const DEFAULT_SEARCH_TARGET: SearchTarget = { text: 'すべて', value: 'keyword', placeholder: 'タイトル・著者を入力' };

export interface SearchState {
  isListView: boolean;
  loading: boolean;
  /** Cache keys (canonical query strings), oldest first; the entries live in `cachedResults`. */
  cacheOrder: string[];
  cachedResults: Record<string, CachedSearch>;
  searchTarget: SearchTarget;
}

export const searchState: SearchState = proxy<SearchState>({
  isListView: false,
  loading: false,
  cacheOrder: [],
  cachedResults: {},
  searchTarget: { ...DEFAULT_SEARCH_TARGET },
});

/** The cache key of a query: its canonical parameters with the page, without the view. */
export const searchCacheKey = (query: SearchQuery) => searchQueryParams(query).toString();

export function getCachedSearch(key: string): CachedSearch | undefined {
  return searchState.cachedResults[key];
}

/** Stores a result set; a new key beyond the limit removes the oldest entry. */
export function cacheSearch(key: string, entry: CachedSearch, limit = SEARCH_CACHE_LIMIT): void {
  if (!(key in searchState.cachedResults)) {
    searchState.cacheOrder.push(key);
    while (searchState.cacheOrder.length > limit) {
      const oldest = searchState.cacheOrder.shift()!;
      delete searchState.cachedResults[oldest];
    }
  }
  searchState.cachedResults[key] = entry;
}

export function clearSearchCache(): void {
  searchState.cacheOrder = [];
  searchState.cachedResults = {};
}

export const toCachedSearch = (page: SearchPage, query: SearchQuery): CachedSearch => ({
  results: page.results,
  titleCount: page.titleCount,
  maxPage: page.maxPage,
  selectedConditions: query.conditions,
  selectedSortBy: query.sort,
});

type Fetcher = (url: string) => Promise<Response>;

/**
 * The result set of a query: from the cache, or from `GET /api/v1/search/` (then cached).
 * Sets the loading flag while fetching; a failed request throws and caches nothing.
 */
export async function loadSearch(query: SearchQuery, fetcher: Fetcher = (url) => fetch(url, { headers: { Accept: 'application/json' } })): Promise<CachedSearch> {
  const key = searchCacheKey(query);
  const cached = getCachedSearch(key);
  if (cached) return cached;
  searchState.loading = true;
  try {
    const response = await fetcher(`${apiPath(quietApiClient.api.v1.search.index.$path())}${key ? `?${key}` : ''}`);
    if (!response.ok) throw new Error(`search failed: ${response.status}`);
    const body = (await response.json()) as { success: boolean } & CachedSearch;
    if (!body.success) throw new Error('search failed');
    const entry: CachedSearch = {
      results: body.results,
      titleCount: body.titleCount,
      maxPage: body.maxPage,
      selectedConditions: body.selectedConditions,
      selectedSortBy: body.selectedSortBy,
    };
    cacheSearch(key, entry);
    return entry;
  } finally {
    searchState.loading = false;
  }
}

/** Reads the stored card view into the state (call after hydration). */
export function restoreListView(storage?: Storage | null): boolean {
  searchState.isListView = getCardView(undefined, storage) === 'list';
  return searchState.isListView;
}

/** Switches list / grid and keeps the choice under the card-view key. */
export function setListView(isList: boolean, storage?: Storage | null): void {
  searchState.isListView = isList;
  setCardView(isList ? 'list' : 'grid', storage);
}
