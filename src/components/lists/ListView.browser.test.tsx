import { beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { TitleCard } from '#modules/catalogue/client.ts';
import { CARD_VIEW_KEY } from '../../state/local-storage.ts';
import { searchState } from '../../state/search-store.ts';
import { ListView } from './ListView.tsx';

const card = (n: number): TitleCard => ({
  titleCode: `YB${String(n).padStart(6, '0')}`, titleName: `作品${n}`, thumbnailImagePath: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  coverImagePath: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', genreCode: 1111, genreName: '少年マンガ', authors: `作者${n}`, isNew: false,
  isFree: false, isFreeForWait: true, isStore: false, labelText: null, labelColor: null, freeInfo: null, campaignText: null,
  campaignColor: null, updateDate: '2026-11-01T00:00:00.000Z', getAdultFlag: false, totalReviewCount: 0, totalReviewPoint: 0,
  monthlySalesAmount: 100 - n, favs: 0, imageName: `YB${String(n).padStart(6, '0')}`, campaignDate: null, badgeIconUrl: null, isSelected: false, isMiddle: false,
});

const props = { titles: [1, 2, 3].map(card), initialList: null, gridHref: '/book/free/?list=0', listHref: '/book/free/?list=1' };

beforeEach(() => {
  localStorage.clear();
  searchState.isListView = false;
});

test('switches to the list, stores the choice under the card-view key, and restores it on the next page', async () => {
  const first = await render(<ListView {...props} />);
  await expect.element(page.getByRole('link', { name: 'グリッド' })).toHaveAttribute('aria-current', 'true');
  expect(document.querySelector('.title-grid')).not.toBeNull();
  await page.getByRole('link', { name: 'リスト' }).click();
  await expect.element(page.getByRole('link', { name: 'リスト' })).toHaveAttribute('aria-current', 'true');
  expect(document.querySelector('.search-list')).not.toBeNull();
  expect(localStorage.getItem(CARD_VIEW_KEY)).toBe('list');
  await first.unmount();

  searchState.isListView = false;
  await render(<ListView {...props} />);
  await expect.element(page.getByRole('link', { name: 'リスト' })).toHaveAttribute('aria-current', 'true');
  expect(document.querySelector('.search-list')).not.toBeNull();
});

test('the address wins over the stored choice, and the links work without JavaScript', async () => {
  localStorage.setItem(CARD_VIEW_KEY, 'list');
  await render(<ListView {...props} initialList={false} />);
  await expect.element(page.getByRole('link', { name: 'グリッド' })).toHaveAttribute('aria-current', 'true');
  await expect.element(page.getByRole('link', { name: 'リスト' })).toHaveAttribute('href', '/book/free/?list=1');
});

test('marks only the given favourites', async () => {
  await render(<ListView {...props} favorites={['YB000002']} />);
  await expect.element(page.getByTestId('favorite-mark')).toBeVisible();
  expect(document.querySelectorAll('[data-testid="favorite-mark"]')).toHaveLength(1);
  expect(document.querySelector('[data-testid="favorite-mark"]')!.closest('li')!.textContent).toContain('作品2');
});

test('says so when a list is empty', async () => {
  await render(<ListView {...props} titles={[]} />);
  await expect.element(page.getByText('この条件の作品はまだありません。')).toBeVisible();
});

test('a card with a running campaign shows its text on its colour and its last day, in the grid and the list (decision 064)', async () => {
  const onSale: TitleCard = { ...card(1), campaignText: '全巻50%OFF', campaignColor: '#ffeb3b', campaignDate: '2026-12-26T15:00:00.000Z' };
  const view = await render(<ListView {...props} titles={[onSale, card(2)]} />);
  const text = page.getByText('全巻50%OFF');
  await expect.element(text).toBeVisible();
  // Black on a light colour (contrast), and an end at 00:00 JST reads as the day before.
  expect(getComputedStyle(text.element()).color).toBe('rgb(0, 0, 0)');
  await expect.element(page.getByText('12月26日まで')).toBeVisible();
  expect(document.querySelectorAll('.card-campaign')).toHaveLength(1);
  await page.getByRole('link', { name: 'リスト' }).click();
  await expect.element(page.getByText('全巻50%OFF')).toBeVisible();
  await view.unmount();
});
