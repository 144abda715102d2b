import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

/** Every list page, with its heading (the canonical page title is "{heading} | 読み場"). */
const LIST_PAGES: [path: string, heading: string][] = [
  ['/book/', 'マンガ一覧'],
  ['/comics/', 'コミック一覧'],
  ['/book/new/', '新着・新連載マンガ'],
  ['/book/free/', '無料・待てば¥0で読めるマンガ'],
  ['/book/store/?free=2', 'ストア（単行本）'],
  ['/book/campaign/titles/', 'セール・キャンペーン中の作品'],
  ['/book/end/', '期間限定無料（まもなく終了）'],
  ['/book/genre/shounen/', '少年マンガ'],
  ['/book/title/', '作品一覧'],
  ['/recommend/', 'おすすめマンガ'],
];

const titleCards = (page: Page) => page.locator('main .title-card, main .search-list__item');

async function signUp(page: Page, next: string) {
  await signUpThroughForm(page, { email: `lists-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`, password: 'yomiba-lists-pass-5', next });
  await hydrated(page);
}

test.describe('list pages', () => {
  test('every list page renders its titles without JavaScript, with a Japanese title', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of LIST_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The layout's site title comes first in the head (as on every page); the page's own follows it.
      expect(await page.content(), path).toMatch(new RegExp(`<title>${heading.replace(/[()（）¥]/g, '.')}(（.行）)? \\| 読み場</title>`));
      expect(await titleCards(page).count(), path).toBeGreaterThan(0);
      expect(await titleCards(page).count(), path).toBeLessThanOrEqual(20);
    }
    await page.goto('/book/genre/');
    await expect(page.getByRole('link', { name: /^少年マンガ\s*\d+作品$/ })).toHaveAttribute('href', '/book/genre/shounen/');
    await context.close();
  });

  test('sorting and paging are links (no JavaScript); past the last page and unknown genres are 404', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/book/new/');
    const sorts = page.getByRole('list', { name: '並び順' });
    await expect(sorts.getByRole('link', { name: '新着順' })).toHaveAttribute('aria-current', 'true');
    const firstNew = await titleCards(page).first().textContent();
    await sorts.getByRole('link', { name: '人気順' }).click();
    await expect(page).toHaveURL(/\/book\/new\/\?sort=1$/);
    await expect(page.getByRole('list', { name: '並び順' }).getByRole('link', { name: '人気順' })).toHaveAttribute('aria-current', 'true');
    expect(await titleCards(page).first().textContent()).not.toBe(firstNew);

    await page.goto('/book/campaign/titles/');
    await page.getByRole('list', { name: '並び順' }).getByRole('link', { name: '終了が近い順' }).click();
    await expect(page).toHaveURL(/sort=3/);

    await page.goto('/book/');
    const first = await titleCards(page).first().textContent();
    await page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '次へ' }).click();
    await expect(page).toHaveURL(/\/book\/\?page=2$/);
    await expect(page.getByRole('navigation', { name: 'ページ送り' }).locator('[aria-current="page"]')).toHaveText('2');
    expect(await titleCards(page).first().textContent()).not.toBe(first);
    await context.close();

    expect((await request.get('/book/?page=400')).status()).toBe(404);
    expect((await request.get('/book/genre/nope/')).status()).toBe(404);
    expect((await request.get('/book/genre/shounen/?page=400')).status()).toBe(404);
    expect((await request.get('/book/title/?row=%E3%82%8F&page=400')).status()).toBe(404);
    // Not a page number (or beyond the 500 pages any list may have): the first page, as the spec's normalisation says.
    expect((await request.get('/book/?page=abc')).status()).toBe(200);
  });

  test('the list / grid choice is kept after a reload and on other list pages', async ({ page }) => {
    await page.goto('/book/free/');
    await hydrated(page);
    await expect(page.locator('main .title-grid')).toBeVisible();
    await page.getByRole('link', { name: 'リスト', exact: true }).click();
    await expect(page.locator('main .search-list')).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.locator('main .search-list')).toBeVisible();
    await expect(page.getByRole('link', { name: 'リスト', exact: true })).toHaveAttribute('aria-current', 'true');
    await page.goto('/comics/');
    await hydrated(page);
    await expect(page.locator('main .search-list')).toBeVisible();
    await page.getByRole('link', { name: 'グリッド', exact: true }).click();
    await expect(page.locator('main .title-grid')).toBeVisible();
  });

  test('TL and BL: hidden from visitors everywhere, the gate on /book/genre/tl/, shown to a member after the age confirmation', async ({ page, request }) => {
    for (const path of ['/', '/book/', '/book/genre/', '/book/title/', '/recommend/']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('"getAdultFlag":true');
      expect(html, path).not.toContain('/book/genre/tl/');
    }
    await page.goto('/book/genre/tl/');
    await expect(page.getByTestId('adult-gate')).toBeVisible();
    expect(await titleCards(page).count()).toBe(0);

    await signUp(page, '/book/genre/tl/');
    await page.getByRole('dialog').getByRole('button', { name: '登録する' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TL');
    await expect(titleCards(page).first()).toBeVisible();
    await page.goto('/book/genre/');
    await expect(page.getByRole('link', { name: /^TL\s*\d+作品$/ })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('.block-tabs label', { hasText: 'TL' })).toHaveCount(1);
  });

  test('a member sees their favourite marks (never cached); visitors get the shared render without them', async ({ page, browser }) => {
    await page.goto('/book/');
    const href = await page.locator('main .title-card a').first().getAttribute('href');
    await signUp(page, href!);
    await page.locator('.favorite-button').click();
    await expect(page.locator('.favorite-button')).toHaveAttribute('aria-pressed', 'true');
    const mine = await page.goto('/book/');
    expect(mine?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('main .title-card').first().getByTestId('favorite-mark')).toBeVisible();

    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    const shared = await other.goto('/book/');
    expect(shared?.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(shared?.headers()['vary']).toContain('Cookie');
    await expect(other.locator('main .title-card').first()).toBeVisible();
    await expect(other.getByTestId('favorite-mark')).toHaveCount(0);
    await visitor.close();
  });

  test('the top page shows the content blocks in order, the tabs switch without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('content-block').locator('h2')).toHaveText(['人気ランキング', '無料・待てば¥0で読める', '新着・新連載NEW', 'セール・キャンペーンSALE', 'ジャンルから探す', 'おすすめ']);
    const genres = page.getByTestId('content-block').filter({ hasText: 'ジャンルから探す' });
    await expect(genres.locator('.block-tabs__panel').first()).toBeVisible();
    await genres.locator('label', { hasText: '青年' }).click();
    await expect(genres.locator('.block-tabs__panel').nth(2)).toBeVisible();
    await expect(genres.locator('.block-tabs__panel').first()).toBeHidden();
    await context.close();
  });
});
