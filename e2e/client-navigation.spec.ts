/**
 * The single-page site (issue 18 item 1, decision 059): in-site links go through Waku's router (the
 * page's RSC payload, no document load), land at the top, and the back button brings a list back where
 * it was left; a guarded page reached by a click redirects as its first load does. That page data is never
 * shared between a member and a visitor, nor between two members, by any cache, and is rendered whole
 * whatever the router says it holds: deploy/production-pages.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Marked = Window & { __spaMarker?: string };

/** Marks the document: the mark survives client-side navigations and is gone after a document load. */
async function markDocument(page: Page): Promise<string> {
  const mark = randomUUID();
  await page.evaluate((value) => {
    (window as Marked).__spaMarker = value;
  }, mark);
  return mark;
}
const markOf = (page: Page) => page.evaluate(() => (window as Marked).__spaMarker ?? null);

/** Counts the document requests (full loads) the page makes from now on. */
function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForLoadState('load');
}

/** Adds a real in-site link to the page (as a page of the site would have it) and clicks it. */
async function clickInsertedLink(page: Page, href: string) {
  await page.evaluate((to) => {
    const link = document.createElement('a');
    link.href = to;
    link.textContent = 'テストリンク';
    link.id = 'spa-test-link';
    document.querySelector('.site-main')?.prepend(link);
  }, href);
  await page.locator('#spa-test-link').click();
}

test.describe('client-side navigation', () => {
  test('a click on a title card loads the title page without a document load and lands at the top; back restores the list where it was', async ({ page }) => {
    await openHydrated(page, '/book/new/');
    const mark = await markDocument(page);
    const loads = countDocumentLoads(page);
    const cards = page.locator('.site-main a[href^="/book/title/"]');
    await expect(cards.first()).toBeVisible();
    // Scroll the list down, to a card some way into it.
    const card = cards.nth(Math.min(8, (await cards.count()) - 1));
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 40));
    const listY = await page.evaluate(() => Math.round(window.scrollY));
    expect(listY).toBeGreaterThan(100);
    const href = (await card.getAttribute('href'))!;
    const titleOnFirstLoad = await (async () => {
      const first = await page.context().newPage();
      await first.goto(href);
      const title = await first.title();
      await first.close();
      return title;
    })();
    const rscRequest = page.waitForRequest((request) => request.url().includes('/RSC/R/book/title/'));

    await card.click();
    await rscRequest;
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/?]/g, '\\$&')}$`));
    await expect(page.locator('.site-main h1').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await markOf(page)).toBe(mark);
    // The page's own title, as on a first load of it, and the only <title> in the document (decision 065).
    await expect(page).toHaveTitle(titleOnFirstLoad);
    await expect(page.locator('title')).toHaveCount(1);
    expect(await page.locator('title').textContent()).toBe(titleOnFirstLoad);

    await page.goBack();
    await expect(page).toHaveURL(/\/book\/new\/$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5_000 }).toBeGreaterThan(listY - 5);
    expect(Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - listY)).toBeLessThanOrEqual(5);
    expect(await markOf(page)).toBe(mark);
    expect(loads).toEqual([]);
  });

  test('when idle, the page data of a few links in view is fetched ahead, and a click on one shows its page without fetching it again', async ({ page }) => {
    const pageData: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/RSC/R/')) pageData.push(new URL(request.url()).pathname);
    });
    const finished: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/RSC/R/')) finished.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, '/book/new/');
    const mark = await markDocument(page);
    // At most four, the page's own links first (its title cards in view), within the spec's 2,000 ms of idle.
    await expect.poll(() => pageData.length, { timeout: 5_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(pageData.length).toBeLessThanOrEqual(4);
    const first = pageData[0]!;
    expect(first).toMatch(/^\/RSC\/R\/book\/title\/[A-Z0-9]+\.txt$/);
    // Each prefetch is read to its end at once (no connection is left open waiting for the click).
    await expect.poll(() => finished.includes(first)).toBe(true);
    const code = /title\/([A-Z0-9]+)\.txt$/.exec(first)![1];
    const before = pageData.length;
    await page.locator(`.site-main a[href="/book/title/${code}/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/book/title/${code}/$`));
    await expect(page.locator('.site-main h1').first()).toBeVisible();
    expect(await markOf(page)).toBe(mark);
    // The click used what was fetched ahead (the new page's own idle prefetches may follow, for other addresses).
    expect(pageData.slice(before)).not.toContain(first);
  });

  test('a member\'s write drops what was fetched ahead: the next click fetches the page again', async ({ page, member: _member }) => {
    const pageData: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/RSC/R/')) pageData.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, '/book/new/');
    await expect.poll(() => pageData.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const first = pageData[0]!;
    const code = /title\/([A-Z0-9]+)\.txt$/.exec(first)![1]!;
    // The member favourites that title from its card's menu: the page it prefetched may show it otherwise.
    const card = page.locator('.site-main .title-card').filter({ has: page.locator(`a[href="/book/title/${code}/"]`) }).first();
    const name = (await card.locator('.title-card__name').textContent())!;
    await card.getByRole('button', { name: `${name}のメニュー` }).click();
    const sheet = page.getByRole('dialog', { name });
    const beforeWrite = pageData.length;
    // The button turns at once; the write is done (and what was fetched ahead dropped) when its answer is back.
    const written = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/favorite/');
    await sheet.getByRole('button', { name: /お気に入りに追加/ }).click();
    await expect(sheet.getByRole('button', { name: /お気に入りを解除/ })).toHaveAttribute('aria-pressed', 'true');
    await (await written).finished();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await card.locator('a.title-card__link').click();
    await expect(page).toHaveURL(new RegExp(`/book/title/${code}/$`));
    // Fetched again since the write: by the click, or by an idle prefetch after the write (Waku asks only for
    // a page it holds no prefetch of, so a copy kept from before the write would have been used instead).
    expect(pageData.slice(beforeWrite)).toContain(first);
  });

  test('the header logo goes to the top page through the router, and the page keeps working without a reload', async ({ page }) => {
    await openHydrated(page, '/faq/');
    const mark = await markDocument(page);
    const loads = countDocumentLoads(page);
    await page.locator('a.site-logo').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.site-main a[href^="/book/title/"]').first()).toBeVisible();
    expect(await markOf(page)).toBe(mark);
    // The transition has ended: nothing is left faded out.
    await expect(page.locator('html')).not.toHaveAttribute('data-page-transition', /.+/);
    // One <title>, the top page's, where the FAQ page's was.
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page).toHaveTitle(/^読み場/);
    expect(await page.locator('title').textContent()).toBe(await page.title());
    expect(loads).toEqual([]);
  });

  test('links are real addresses: without JavaScript a click is a document load of the same page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq/');
    await page.locator('a.site-logo').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.site-main a[href^="/book/title/"]').first()).toBeVisible();
    await context.close();
  });

  test('a guarded page reached by a click redirects as its first load does', async ({ page, browser }) => {
    // The first load.
    const first = await browser.newPage();
    await first.goto('/bookshelf/');
    await expect(first).toHaveURL(/\/signin\/\?next=%2Fbookshelf%2F$/);
    const firstUrl = first.url();
    await first.close();

    await openHydrated(page, '/faq/');
    const mark = await markDocument(page);
    await clickInsertedLink(page, '/bookshelf/');
    await expect(page).toHaveURL(firstUrl);
    await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible();
    expect(await markOf(page)).toBe(mark);

    // The page data itself is guarded on the server: no bookshelf for a visitor, whoever asks.
    const data = await page.request.get('/RSC/R/bookshelf.txt?query=', { maxRedirects: 0 });
    expect(data.status()).toBe(401);
    expect(data.headers()['location']).toBe('/signin/?next=%2Fbookshelf%2F');
  });

  test('a member reaching a staff page by a click is sent where its first load sends them', async ({ page, member: _member }) => {
    await openHydrated(page, '/faq/');
    const mark = await markDocument(page);
    await clickInsertedLink(page, '/staff/banner/');
    await expect(page).toHaveURL(/\/signin\/\?next=%2Fstaff%2Fbanner%2F$/);
    expect(await markOf(page)).toBe(mark);
  });
});
