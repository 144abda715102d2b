import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { TitleCard } from '#modules/catalogue/client.ts';
import { CustomTabButton } from '../header/CustomTabButton.tsx';
import { SiteNav } from '../header/SiteNav.tsx';
import { SearchSuggestBox } from '../search/SearchSuggestBox.tsx';
import { CUSTOM_TAB_STORAGE_KEY } from '../../state/custom-tab.ts';
import { DATA_FETCH_MIN_DELAY_MS } from '../../state/constants.ts';
import { modalState, resetModals } from '../../state/modal-store.ts';
import { ModalHost } from './ModalHost.tsx';
import { SimpleListLink } from './SimpleListLink.tsx';

const NAV = [
  { label: 'トップ', href: '/', routeName: 'index' },
  { label: 'ランキング', href: '/book/ranking/', routeName: 'book-ranking' },
  { label: '無料マンガ', href: '/book/free/', routeName: 'book-free' },
  { label: '新作', href: '/book/new/', routeName: 'book-new' },
  { label: '特集', href: '/special/', routeName: 'special' },
  { label: 'ストア', href: '/book/store/?free=2', routeName: 'book-store' },
  { label: 'セール', href: '/book/campaign/titles/', routeName: 'book-campaign-titles' },
  { label: 'レビュー', href: '/review/', routeName: 'review' },
];
const navLabels = () => Array.from(document.querySelectorAll('.site-nav a')).map((a) => a.textContent);

beforeEach(() => {
  resetModals();
  localStorage.removeItem(CUSTOM_TAB_STORAGE_KEY);
});
afterEach(() => {
  resetModals();
  localStorage.removeItem(CUSTOM_TAB_STORAGE_KEY);
  vi.restoreAllMocks();
});

describe('custom tab modal', () => {
  test('the top page button opens it; saving hides a tab and reorders the navigation at once, and the list is kept in local storage', async () => {
    await render(
      <>
        <SiteNav items={NAV} />
        <CustomTabButton />
        <ModalHost />
      </>,
    );
    expect(navLabels()).toEqual(NAV.map((n) => n.label));
    await page.getByRole('button', { name: 'タブの表示設定' }).click();
    const dialog = page.getByRole('dialog', { name: 'タブの表示設定' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: '無料' }).click();
    await dialog.getByRole('button', { name: 'レビューを上へ' }).click();
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(navLabels()).toEqual(['トップ', 'ランキング', '新作', '特集', 'ストア', 'レビュー', 'セール']);
    const stored = JSON.parse(localStorage.getItem(CUSTOM_TAB_STORAGE_KEY)!) as { id: string; visible: boolean }[];
    expect(stored.find((e) => e.id === 'free')).toEqual({ id: 'free', visible: false });
  });

  test('a list saved before shapes the navigation when the page starts', async () => {
    localStorage.setItem(CUSTOM_TAB_STORAGE_KEY, JSON.stringify([{ id: 'review', visible: true }, { id: 'ranking', visible: false }]));
    await render(<SiteNav items={NAV} />);
    expect(navLabels()).toEqual(['トップ', 'レビュー', '無料マンガ', '新作', '特集', 'ストア', 'セール']);
  });

  test('cancel keeps the navigation and the storage as they were', async () => {
    await render(
      <>
        <SiteNav items={NAV} />
        <CustomTabButton />
        <ModalHost />
      </>,
    );
    await page.getByRole('button', { name: 'タブの表示設定' }).click();
    const dialog = page.getByRole('dialog', { name: 'タブの表示設定' });
    await dialog.getByRole('checkbox', { name: 'ランキング' }).click();
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(navLabels()).toEqual(NAV.map((n) => n.label));
    expect(localStorage.getItem(CUSTOM_TAB_STORAGE_KEY)).toBeNull();
  });
});

const card = (code: string, name: string): Partial<TitleCard> => ({ titleCode: code, titleName: name, thumbnailImagePath: '/img/cover.webp', authors: '作者' });

describe('simple list modal', () => {
  test("a genre's link opens it and loads the genre's popular titles (genre 1111 by default)", async () => {
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async () => Response.json({ success: true, results: [card('YB1', '少年ヒーロー'), card('YB2', '放課後バッテリー')] }));
    await render(
      <>
        <SimpleListLink href="/book/search/?genre=1111" genreName="少年">
          かんたん一覧
        </SimpleListLink>
        <ModalHost />
      </>,
    );
    await page.getByRole('link', { name: 'かんたん一覧' }).click();
    const dialog = page.getByRole('dialog', { name: '少年' });
    await expect.element(dialog.getByRole('link', { name: /放課後バッテリー/ })).toBeVisible();
    expect(dialog.getByRole('link', { name: /少年ヒーロー/ }).element().getAttribute('href')).toBe('/book/title/YB1/');
    const url = new URL(String(fetchSpy.mock.calls[0]![0]), location.href);
    expect(url.pathname).toBe('/api/v1/search/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ genre: '1111', sort: '9' });
    expect(modalState.open.simpleList).toMatchObject({ target: 'genre', genreName: '少年' });
  });

  test('an answer that comes at once is shown after the 200 ms data-fetch minimum: 読み込み中… does not flash', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(async () => Response.json({ success: true, results: [card('YB1', '少年ヒーロー')] }));
    await render(
      <>
        <SimpleListLink href="/book/search/?genre=1111" genreName="少年">
          かんたん一覧
        </SimpleListLink>
        <ModalHost />
      </>,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await page.getByRole('link', { name: 'かんたん一覧' }).click();
      const dialog = page.getByRole('dialog', { name: '少年' });
      await expect.element(dialog.getByRole('status')).toHaveTextContent('読み込み中…');
      await vi.advanceTimersByTimeAsync(DATA_FETCH_MIN_DELAY_MS - 1);
      expect(dialog.getByRole('status').query()?.textContent).toBe('読み込み中…');
      expect(dialog.getByRole('link', { name: /少年ヒーロー/ }).query()).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await expect.element(dialog.getByRole('link', { name: /少年ヒーロー/ })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  test('a failed load says so inside the modal', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('down', { status: 503 }));
    await render(
      <>
        <SimpleListLink href="/book/search/?genre=1112" genreId={1112} genreName="少女">
          かんたん一覧
        </SimpleListLink>
        <ModalHost />
      </>,
    );
    await page.getByRole('link', { name: 'かんたん一覧' }).click();
    const dialog = page.getByRole('dialog', { name: '少女' });
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('作品を読み込めませんでした。時間をおいて再度お試しください。');
  });
});

describe('search modal', () => {
  const suggestions = async () => [{ titleName: 'ワンピース', titleCode: 'YB000001', author: '尾田栄一郎', thumbnailImagePath: '/img/c.webp', getAdultFlag: false, isPurchased: false }];

  test('on a phone a tap on the header box opens the full-screen search with the focus in its box and suggestions under it', async () => {
    await page.viewport(375, 667);
    vi.spyOn(window, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/suggest/') ? Response.json({ success: true, items: await suggestions() }) : Response.json({ paginator: { current_page: { object_list: [] } } }),
    );
    await render(
      <>
        <SearchSuggestBox phoneModal />
        <ModalHost />
      </>,
    );
    await page.getByRole('combobox').click();
    const dialog = page.getByRole('dialog', { name: '作品を検索' });
    await expect.element(dialog).toBeVisible();
    const rect = dialog.element().getBoundingClientRect();
    expect([rect.left, rect.top, rect.width, rect.height]).toEqual([0, 0, 375, 667]);
    const box = dialog.getByRole('combobox');
    await expect.poll(() => document.activeElement === box.element()).toBe(true);
    await userEvent.type(box, 'わん');
    await expect.element(dialog.getByRole('option', { name: /ワンピース/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await page.viewport(1280, 800);
  });

  test('on a desktop the header box stays a dropdown and opens no modal', async () => {
    await page.viewport(1280, 800);
    await render(
      <>
        <SearchSuggestBox phoneModal fetcher={suggestions} comicFetcher={async () => []} debounceMs={10} />
        <ModalHost />
      </>,
    );
    await page.getByRole('combobox').click();
    await userEvent.keyboard('わん');
    await expect.element(page.getByRole('option', { name: /ワンピース/ })).toBeVisible();
    expect(modalState.stack).toEqual([]);
  });
});
