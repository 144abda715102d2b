import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Starts from an empty local storage (the config marks the daily features as seen). */
test.use({ storageState: { cookies: [], origins: [] } });

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const recommend = (page: Page) => page.getByRole('dialog', { name: '今日のおすすめ' });
/** The initialization has been applied once the page has asked for it and rendered. */
async function loadTop(page: Page) {
  const initialized = page.waitForResponse((response) => response.url().endsWith('/api/v1/initialize/'));
  await page.goto('/');
  await hydrated(page);
  await initialized;
}

test.describe('daily recommend modal', () => {
  test('shows once per calendar day in Japan time', async ({ page }) => {
    // 23:59 JST on 22 November 2026.
    await page.clock.setFixedTime(new Date('2026-11-22T14:59:00Z'));
    await loadTop(page);
    const dialog = recommend(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: '無料マンガを見る' })).toHaveAttribute('href', '/book/free/');
    await expect(dialog.locator('img')).toHaveAttribute('src', /\/img\/cover\/YB\d{6}\?w=\d+/);
    await dialog.getByRole('button', { name: '閉じる' }).last().click();
    await expect(dialog).toBeHidden();

    // A reload the same day: not again.
    await page.clock.setFixedTime(new Date('2026-11-22T14:59:40Z'));
    await loadTop(page);
    await expect(page.getByRole('heading', { name: '人気ランキング' })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(recommend(page)).toHaveCount(0);

    // 00:01 JST on 23 November: a new day.
    await page.clock.setFixedTime(new Date('2026-11-22T15:01:00Z'));
    await loadTop(page);
    await expect(recommend(page)).toBeVisible();
  });
});

test.describe('app-install header', () => {
  test.use({ userAgent: IPHONE_UA });

  test('phones see it above the header until they close it', { tag: '@phone-only' }, async ({ page }) => {
    await loadTop(page);
    // The recommend modal comes first on a new day: close it.
    await recommend(page).getByRole('button', { name: '閉じる' }).last().click();
    const promo = page.getByRole('complementary', { name: '読み場アプリのご案内' });
    await expect(promo).toBeVisible();
    await expect(promo.getByRole('link', { name: 'ひらく' })).toHaveAttribute('href', '/mobileapp/download/ios/');
    const promoBox = await promo.boundingBox();
    const headerBox = await page.locator('#site-header').boundingBox();
    expect(promoBox!.y + promoBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await promo.getByRole('button', { name: 'アプリのご案内を閉じる' }).click();
    await expect(promo).toBeHidden();
    await loadTop(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('complementary', { name: '読み場アプリのご案内' })).toHaveCount(0);
  });
});

test('desktop browsers never see the app-install header', async ({ page }) => {
  await loadTop(page);
  await expect(recommend(page)).toBeVisible();
  await expect(page.getByRole('complementary', { name: '読み場アプリのご案内' })).toHaveCount(0);
});
