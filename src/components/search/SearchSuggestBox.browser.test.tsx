import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { SuggestionItem } from '../../../modules/catalogue/client.ts';
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
