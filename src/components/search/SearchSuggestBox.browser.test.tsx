import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Product, SuggestionItem } from '#modules/catalogue/client.ts';
import { SearchSuggestBox } from './SearchSuggestBox.tsx';

const item = (n: number): SuggestionItem => ({
  titleName: `ワンピース ${n}`,
  titleCode: `YB00000${n}`,
  author: `作者${n}`,
  thumbnailImagePath: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  getAdultFlag: false,
  isPurchased: false,
});

function setup(found: SuggestionItem[] = [1, 2, 3, 4, 5, 6, 7].map(item)) {
  const fetcher = vi.fn(async (_keyword: string, _signal: AbortSignal) => found);
  const onNavigate = vi.fn();
  return { fetcher, onNavigate };
}

test('a plain GET form to /book/search/ with the keyword field', async () => {
  const { fetcher } = setup();
  const screen = await render(<SearchSuggestBox fetcher={fetcher} />);
  const form = screen.container.querySelector('form')!;
  expect(form.getAttribute('action')).toBe('/book/search/');
  expect(form.getAttribute('method')).toBe('get');
  const input = page.getByRole('combobox', { name: 'タイトル・著者で検索' });
  await expect.element(input).toHaveAttribute('name', 'keyword');
  await expect.element(input).toHaveAttribute('placeholder', 'タイトル・著者を入力');
  await expect.element(input).toHaveAttribute('aria-expanded', 'false');
});

test('asks once after typing stops, shows at most 5 suggestions', async () => {
  const { fetcher, onNavigate } = setup();
  await render(<SearchSuggestBox fetcher={fetcher} debounceMs={80} onNavigate={onNavigate} />);
  const input = page.getByRole('combobox');
  await userEvent.type(input, 'わんぴ');
  await expect.poll(() => fetcher.mock.calls.length).toBe(1);
  expect(fetcher.mock.calls[0]![0]).toBe('わんぴ');
  await expect.element(page.getByRole('listbox')).toBeVisible();
  expect(page.getByRole('option').elements()).toHaveLength(5);
  await expect.element(input).toHaveAttribute('aria-expanded', 'true');
});

test('a blank keyword is never sent and clears the suggestions', async () => {
  const { fetcher } = setup();
  await render(<SearchSuggestBox fetcher={fetcher} debounceMs={50} />);
  const input = page.getByRole('combobox');
  await userEvent.type(input, '   ');
  await new Promise((r) => setTimeout(r, 150));
  expect(fetcher).not.toHaveBeenCalled();
  await userEvent.type(input, 'あ');
  await expect.poll(() => fetcher.mock.calls.length).toBe(1);
  await expect.element(page.getByRole('listbox')).toBeVisible();
  await userEvent.clear(input);
  await expect.element(page.getByRole('listbox', { includeHidden: true })).not.toBeVisible();
  await new Promise((r) => setTimeout(r, 150));
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(page.getByRole('option', { includeHidden: true }).elements()).toHaveLength(0);
});

test('arrow keys move through the options (combobox pattern), Enter opens the title, Escape closes', async () => {
  const { fetcher, onNavigate } = setup([1, 2, 3].map(item));
  await render(<SearchSuggestBox fetcher={fetcher} debounceMs={30} onNavigate={onNavigate} />);
  const input = page.getByRole('combobox');
  await userEvent.type(input, 'ワン');
  await expect.element(page.getByRole('listbox')).toBeVisible();
  const options = page.getByRole('option').elements();
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
  await expect.element(page.getByRole('option', { name: /ワンピース 1/ })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  await expect.element(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
  await userEvent.keyboard('{ArrowUp}');
  await expect.element(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
  await userEvent.keyboard('{Enter}');
  expect(onNavigate).toHaveBeenCalledWith('/book/title/YB000003/');
  await userEvent.keyboard('{Escape}');
  await expect.element(input).toHaveAttribute('aria-expanded', 'false');
  expect(input.element().getAttribute('aria-activedescendant')).toBeNull();
});

test('clicking a suggestion opens its title page', async () => {
  const { fetcher, onNavigate } = setup([1, 2].map(item));
  await render(<SearchSuggestBox fetcher={fetcher} debounceMs={30} onNavigate={onNavigate} />);
  await userEvent.type(page.getByRole('combobox'), 'ワ');
  await page.getByRole('option', { name: /ワンピース 2/ }).click();
  expect(onNavigate).toHaveBeenCalledWith('/book/title/YB000002/');
});

const product = (n: number, discounting = false): Product => ({
  productId: 100 + n,
  productType: 1,
  name: `ワンダー探偵 第${n}巻`,
  price: discounting ? 350 : 500,
  regularPrice: 500,
  discounting,
  discountEndDate: discounting ? '2026-12-01T00:00:00.000Z' : null,
  mainImageCdnUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  mainLargeImageCdnUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  reviewAverage: 4.2,
  reviewCount: 10,
  lastSaleData: '2026-10-01T00:00:00.000Z',
  numberOfTurns: 8,
  authors: ['探偵作者'],
  publisher: '読み場出版',
  series: { titleCode: `YB00010${n}`, titleName: 'ワンダー探偵' },
  saleLimit: null,
  saleUnlimited: true,
  isStock: true,
  mpFlag: false,
  goodsFlag: false,
  hasGoodsCategory: false,
  adultProductFlag: false,
  trialreadingUrl: null,
  isBonus: false,
});

test('two groups: titles, then comics by keyword (at most 5 each), both asked with the keyword', async () => {
  const { fetcher, onNavigate } = setup([1, 2].map(item));
  const comicFetcher = vi.fn(async (_keyword: string, _signal: AbortSignal) => [1, 2, 3, 4, 5, 6].map((n) => product(n, n === 1)));
  await render(<SearchSuggestBox fetcher={fetcher} comicFetcher={comicFetcher} debounceMs={30} onNavigate={onNavigate} />);
  // Both characters at once: typed one by one on a busy machine, the debounce may pass between them.
  await userEvent.fill(page.getByRole('combobox'), 'ワン');
  await expect.poll(() => comicFetcher.mock.calls.length).toBe(1);
  expect(comicFetcher.mock.calls[0]![0]).toBe('ワン');
  await expect.element(page.getByRole('group', { name: '作品' })).toBeVisible();
  await expect.element(page.getByRole('group', { name: 'コミック' })).toBeVisible();
  expect(page.getByRole('group', { name: '作品' }).getByRole('option').elements()).toHaveLength(2);
  expect(page.getByRole('group', { name: 'コミック' }).getByRole('option').elements()).toHaveLength(5);
  // A discounted volume shows both prices.
  expect(page.getByRole('option', { name: /ワンダー探偵 第1巻/ }).element().textContent).toMatch(/500円.*350円（税込）/);
});

test('the keyboard walks from the titles into the comics and back around; Enter on a comic opens its title', async () => {
  const { fetcher, onNavigate } = setup([1, 2].map(item));
  await render(<SearchSuggestBox fetcher={fetcher} comicFetcher={async () => [product(1), product(2)]} debounceMs={30} onNavigate={onNavigate} />);
  const input = page.getByRole('combobox');
  await userEvent.type(input, 'ワン');
  await expect.element(page.getByRole('group', { name: 'コミック' })).toBeVisible();
  const options = page.getByRole('option').elements();
  expect(options).toHaveLength(4);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  await expect.element(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
  await expect.element(page.getByRole('option', { name: /ワンダー探偵 第1巻/ })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect.element(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
  await userEvent.keyboard('{ArrowUp}');
  await expect.element(input).toHaveAttribute('aria-activedescendant', options[3]!.id);
  await userEvent.keyboard('{Enter}');
  expect(onNavigate).toHaveBeenCalledWith('/book/title/YB000102/');
});

test('a failing comic source leaves the titles; titles failing leaves the comics', async () => {
  const { fetcher } = setup([1].map(item));
  await render(<SearchSuggestBox fetcher={fetcher} comicFetcher={async () => Promise.reject(new Error('down'))} debounceMs={30} />);
  await userEvent.type(page.getByRole('combobox'), 'ワ');
  await expect.element(page.getByRole('group', { name: '作品' })).toBeVisible();
  expect(page.getByRole('group', { name: 'コミック', includeHidden: true }).elements()).toHaveLength(0);
});
