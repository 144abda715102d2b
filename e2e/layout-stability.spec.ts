import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { firstFreeStory } from './viewer-stories.ts';

/**
 * Nothing moves after the first paint: the menu button, the app-install header and the viewer's
 * slider are in the server HTML and laid out by the flags set in <head> (src/components/head-flags.ts),
 * not inserted at hydration or after the initialization. Layout shifts (the entries Lighthouse adds
 * up as CLS) are recorded from the first paint until the page has hydrated and initialized.
 */

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const promo = (page: Page) => page.getByRole('complementary', { name: '読み場アプリのご案内' });

type Shift = { value: number; sources: string[] };

async function shiftsWhileLoading(page: Page, path: string): Promise<Shift[]> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node: Node | null }[] })[]) {
        shifts.push({ value: entry.value, sources: entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const initialized = page.waitForResponse((response) => response.url().endsWith('/api/v1/initialize/'));
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
  await initialized;
  // Let whatever the initialization renders reach the screen.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const title = firstFreeStory('paged');
const pages = { 'a title page': `/book/title/${title.titleCode}/`, 'the viewer': title.path(1), 'the top page': '/' };

test.describe('on an Android phone that has not closed the app-install header', () => {
  test.use({
    userAgent: ANDROID_UA,
    // The daily recommend modal seen, the app-install header not closed.
    storageState: { cookies: [], origins: [{ origin: `http://localhost:${process.env.E2E_PORT ?? 3100}`, localStorage: [{ name: 'yomiba:daily-recommend', value: '9999-12-31' }] }] },
  });

  for (const [name, path] of Object.entries(pages)) {
    test(`${name} does not move after the first paint`, { tag: '@phone-only' }, async ({ page }) => {
      const shifts = await shiftsWhileLoading(page, path);
      expect(shifts).toEqual([]);
      if (path !== title.path(1)) {
        await expect(promo(page)).toBeVisible();
        await expect(promo(page).getByRole('link', { name: 'インストール' })).toHaveAttribute('href', '/mobileapp/download/android/');
        await expect(page.getByRole('button', { name: 'メニューを開く' })).toBeVisible();
      }
    });
  }

  test('closed once, the header is hidden from the first paint of the next page, and nothing moves', { tag: '@phone-only' }, async ({ page }) => {
    await shiftsWhileLoading(page, pages['a title page']);
    await promo(page).getByRole('button', { name: 'アプリのご案内を閉じる' }).click();
    await expect(promo(page)).toBeHidden();
    const shifts = await shiftsWhileLoading(page, '/');
    expect(shifts).toEqual([]);
    await expect(promo(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.appInstall)).toBe('off');
  });
});

test.describe('with the configured browser (desktop, or a phone-sized desktop browser)', () => {
  for (const [name, path] of Object.entries(pages)) {
    test(`${name} does not move after the first paint`, { tag: '@phone' }, async ({ page }) => {
      expect(await shiftsWhileLoading(page, path)).toEqual([]);
      await expect(promo(page)).toHaveCount(0);
    });
  }
});

test('without JavaScript the phone header keeps its menu row and shows no app-install header', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: ANDROID_UA, viewport: { width: 375, height: 740 }, baseURL });
  const page = await context.newPage();
  await page.goto(pages['a title page']);
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'メニューを開く' })).toBeHidden();
  await expect(promo(page)).toHaveCount(0);
  await context.close();
});
