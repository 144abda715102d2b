import { beforeEach, expect, test } from 'vitest';
import { DEFAULT_QUERY, EMPTY_CONDITIONS, normalizeSearchQuery } from '#modules/catalogue/client.ts';
import { CARD_VIEW_KEY } from './local-storage.ts';
import {
  cacheSearch, clearSearchCache, DEFAULT_SEARCH_TARGET, getCachedSearch, loadSearch, restoreListView, SEARCH_CACHE_LIMIT, searchCacheKey,
  searchState, setListView, type CachedSearch,
} from './search-store.ts';

const entry = (titleCount: number): CachedSearch => ({ results: [], titleCount, maxPage: 1, selectedConditions: EMPTY_CONDITIONS, selectedSortBy: 9 });

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

beforeEach(() => clearSearchCache());

test('the search target defaults to the spec values', () => {
  expect(DEFAULT_SEARCH_TARGET).toEqual({ text: 'すべて', value: 'keyword', placeholder: 'タイトル・著者を入力' });
  expect(searchState.searchTarget).toEqual(DEFAULT_SEARCH_TARGET);
});

test('the cache keeps 100 result sets and drops the oldest first', () => {
  expect(SEARCH_CACHE_LIMIT).toBe(100);
  for (let i = 0; i < 101; i++) cacheSearch(`keyword=${i}`, entry(i));
  expect(searchState.cacheOrder).toHaveLength(100);
  expect(getCachedSearch('keyword=0')).toBeUndefined();
  expect(getCachedSearch('keyword=1')?.titleCount).toBe(1);
  expect(getCachedSearch('keyword=100')?.titleCount).toBe(100);
  // Storing an existing key again does not push anything out.
  cacheSearch('keyword=1', entry(1));
  expect(getCachedSearch('keyword=1')).toBeDefined();
  expect(Object.keys(searchState.cachedResults)).toHaveLength(100);
});

test('equal queries share one cache key; the view is not part of it', () => {
  const a = normalizeSearchQuery({ keyword: 'ワン', genre: '1112,1111', list: '1' });
  const b = normalizeSearchQuery({ keyword: ' ワン ', genre: ['1111', '1112'], list: '0' });
  expect(searchCacheKey(a)).toBe(searchCacheKey(b));
  expect(searchCacheKey(DEFAULT_QUERY)).toBe('');
});

test('loadSearch fetches once, caches, and holds the spec fields', async () => {
  const calls: string[] = [];
  const fetcher = async (url: string) => {
    calls.push(url);
    expect(searchState.loading).toBe(true);
    return new Response(JSON.stringify({ success: true, results: [], titleCount: 3, maxPage: 1, page: 1, selectedConditions: EMPTY_CONDITIONS, selectedSortBy: 1 }));
  };
  const query = normalizeSearchQuery({ keyword: 'あ', sort: '1' });
  const first = await loadSearch(query, fetcher);
  const second = await loadSearch(query, fetcher);
  expect(calls).toEqual(['/api/v1/search/?keyword=%E3%81%82&sort=1']);
  expect(first).toEqual({ results: [], titleCount: 3, maxPage: 1, selectedConditions: EMPTY_CONDITIONS, selectedSortBy: 1 });
  expect(second).toBe(getCachedSearch(searchCacheKey(query)));
  expect(searchState.loading).toBe(false);
});

test('a failed search caches nothing and clears the loading flag', async () => {
  const query = normalizeSearchQuery({ keyword: 'い' });
  await expect(loadSearch(query, async () => new Response('{}', { status: 500 }))).rejects.toThrow();
  expect(getCachedSearch(searchCacheKey(query))).toBeUndefined();
  expect(searchState.loading).toBe(false);
});

test('the list view is kept under the card-view key', () => {
  const storage = memoryStorage();
  expect(restoreListView(storage)).toBe(false);
  setListView(true, storage);
  expect(storage.getItem(CARD_VIEW_KEY)).toBe('list');
  searchState.isListView = false;
  expect(restoreListView(storage)).toBe(true);
  setListView(false, storage);
  expect(storage.getItem(CARD_VIEW_KEY)).toBe('grid');
});
