import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { COUNT_CAP, EMPTY_CONDITIONS, normalizeSearchQuery, type TitleCard } from '#modules/catalogue/client.ts';
import { CARD_VIEW_KEY } from '../../state/local-storage.ts';
import { clearSearchCache, getCachedSearch, searchCacheKey, searchState, type CachedSearch } from '../../state/search-store.ts';
import { SearchResults } from './SearchResults.tsx';

const card = (n: number): TitleCard => ({
  titleCode: `YB${String(n).padStart(6, '0')}`, titleName: `作品${n}`, thumbnailImagePath: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  coverImagePath: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', genreCode: 1111, genreName: '少年マンガ', authors: `作者${n}`, isNew: false,
  isFree: n % 2 === 0, isFreeForWait: false, isStore: false, labelText: null, labelColor: null, freeInfo: null, campaignText: null,
  campaignColor: null, updateDate: '2026-11-01T00:00:00.000Z', getAdultFlag: false, totalReviewCount: 0, totalReviewPoint: 0,
  monthlySalesAmount: 100 - n, favs: 0, imageName: `YB${String(n).padStart(6, '0')}`, campaignDate: null, badgeIconUrl: null, isSelected: false, isMiddle: false,
});

const initial: CachedSearch = { results: [1, 2, 3].map(card), titleCount: 45, maxPage: 3, selectedConditions: EMPTY_CONDITIONS, selectedSortBy: 9 };
const query = normalizeSearchQuery({ keyword: 'さく' });
const props = { query, initial, showAdult: false, showReadStatus: false, countCap: COUNT_CAP };

beforeEach(() => {
  localStorage.clear();
  clearSearchCache();
  searchState.isListView = false;
});

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

test('shows the count, the sort tabs, the results and a pager', async () => {
  await render(<SearchResults {...props} />);
  await expect.element(page.getByText(/^検索結果 45件$/)).toBeVisible();
  await expect.element(page.getByRole('link', { name: '人気順' })).toHaveAttribute('aria-current', 'true');
  await expect.element(page.getByRole('link', { name: '新着順' })).toHaveAttribute('href', '/book/search/?keyword=%E3%81%95%E3%81%8F&sort=1');
  await expect.element(page.getByText('作品2')).toBeVisible();
  await expect.element(page.getByRole('link', { name: '次へ' })).toHaveAttribute('href', '/book/search/?keyword=%E3%81%95%E3%81%8F&page=2');
  // The server's answer is in the client cache.
  expect(getCachedSearch(searchCacheKey(query))).toEqual(initial);
});

test('a capped count reads "1,000件以上"', async () => {
  await render(<SearchResults {...props} initial={{ ...initial, titleCount: COUNT_CAP, maxPage: 50 }} />);
  await expect.element(page.getByText(/1,000件以上/)).toBeVisible();
});

test('list / grid is kept under the card-view key and comes back on the next visit', async () => {
  const first = await render(<SearchResults {...props} />);
  await expect.element(page.getByRole('link', { name: 'グリッド' })).toHaveAttribute('aria-current', 'true');
  expect(first.container.querySelector('.title-grid')).not.toBeNull();
  await page.getByRole('link', { name: 'リスト' }).click();
  await expect.element(page.getByRole('link', { name: 'リスト' })).toHaveAttribute('aria-current', 'true');
  expect(localStorage.getItem(CARD_VIEW_KEY)).toBe('list');
  expect(first.container.querySelector('.search-list')).not.toBeNull();
  await first.unmount();
  searchState.isListView = false;

  const second = await render(<SearchResults {...props} />);
  await expect.element(page.getByRole('link', { name: 'リスト' })).toHaveAttribute('aria-current', 'true');
  expect(second.container.querySelector('.search-list')).not.toBeNull();
});

test('a sort tab loads through the API once, then from the cache, and updates the address', async () => {
  const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async () =>
    new Response(JSON.stringify({ success: true, results: [card(9)], titleCount: 1, maxPage: 1, page: 1, selectedConditions: EMPTY_CONDITIONS, selectedSortBy: 1 })),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  await render(<SearchResults {...props} />);
  await page.getByRole('link', { name: '新着順' }).click();
  await expect.element(page.getByText('作品9')).toBeVisible();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/v1/search/?keyword=%E3%81%95%E3%81%8F&sort=1');
  expect(location.pathname + location.search).toBe('/book/search/?keyword=%E3%81%95%E3%81%8F&sort=1');
  await page.getByRole('link', { name: '人気順' }).click();
  await expect.element(page.getByText('作品2')).toBeVisible();
  await page.getByRole('link', { name: '新着順' }).click();
  await expect.element(page.getByText('作品9')).toBeVisible();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('the free condition panel applies its choice', async () => {
  const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async () =>
    new Response(JSON.stringify({ success: true, results: [], titleCount: 0, maxPage: 0, page: 1, selectedConditions: EMPTY_CONDITIONS, selectedSortBy: 9 })),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  await render(<SearchResults {...props} />);
  await page.getByRole('button', { name: '無料条件' }).click();
  await page.getByRole('checkbox', { name: '待てば¥0' }).click();
  await page.getByRole('button', { name: 'この条件で検索' }).click();
  await expect.element(page.getByText('条件に一致する作品が見つかりませんでした。')).toBeVisible();
  expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/v1/search/?keyword=%E3%81%95%E3%81%8F&free_wait=1');
});
