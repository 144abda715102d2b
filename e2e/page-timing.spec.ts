/**
 * The spec's client timings on the real pages (issue 18 item 4; the timings themselves are measured in
 * the browser tests): the top page's feature button and its display flag in local storage, the FAQ's
 * in-page links and ページの先頭へ.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

test('the top page shows the running feature’s button; closed, it stays closed after a reload (its flag in local storage)', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const feature = page.getByRole('complementary', { name: '開催中の特集' });
  await expect(feature).toBeVisible();
  await expect(feature.getByRole('link')).toHaveAttribute('href', /^\/special\/.+\/$/);
  await page.screenshot({ path: test.info().outputPath('feature-button.png') });
  await feature.getByRole('button', { name: /のボタンを閉じる$/ }).click();
  await expect(feature).toHaveCount(0);
  const flags = await page.evaluate(() => JSON.parse(window.localStorage.getItem('yomiba:feature-buttons') ?? '{}') as Record<string, boolean>);
  expect(Object.values(flags)).toEqual([false]);

  await page.reload();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(feature).toHaveCount(0);
});

test('an in-page link of the FAQ glides to its category; ページの先頭へ brings the page back to the top', async ({ page }) => {
  await page.goto('/faq/');
  await hydrated(page);
  const index = page.locator('a[href^="#faq-"]');
  const last = index.last();
  const hash = (await last.getAttribute('href'))!;
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  const category = page.locator(hash);
  // At the category (less its scroll margin, under the sticky header), or at the end of a page too short to bring it up.
  const offTarget = () =>
    category.evaluate((el) => {
      const wanted = el.getBoundingClientRect().top + window.scrollY - (Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0);
      const end = document.documentElement.scrollHeight - window.innerHeight;
      return Math.abs(Math.min(wanted, end) - window.scrollY);
    });
  await expect.poll(offTarget).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(category).toBeFocused();

  const back = page.getByRole('button', { name: 'ページの先頭へ' });
  await expect(back).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('back-to-top.png') });
  await back.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('.site-main h1').first()).toBeFocused();
  await expect(back).toHaveCount(0);
});
