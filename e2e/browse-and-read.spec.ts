import { expect, test } from './fixtures.ts';

const hydrated = (page: import('@playwright/test').Page) => page.waitForSelector('html[data-hydrated="true"]');

test('a visitor opens the top page, follows a cover, reads a free story and turns a page', async ({ page }, testInfo) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { name: '人気ランキング' })).toBeVisible();
  await hydrated(page);

  // Covers are real images from the pipeline.
  const firstCover = page.locator('.title-grid').first().locator('img').first();
  await expect(firstCover).toBeVisible();
  await expect.poll(() => firstCover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('top.png'), fullPage: false });

  // Follow a cover of the free list (those titles have a free first story).
  const freeSection = page.locator('section', { has: page.getByRole('heading', { name: '無料・待てば¥0で読める' }) });
  const titleLink = freeSection.locator('a.title-card__link').first();
  const titleName = (await titleLink.locator('.title-card__name').textContent())?.trim() ?? '';
  await titleLink.click();
  await expect(page).toHaveURL(/\/book\/title\/[A-Z0-9]+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: titleName })).toBeVisible();
  await expect(page.locator('.story-list .badge').first()).toBeVisible();

  // Open the first free story in the viewer.
  await page.locator('.title-hero__read').click();
  await expect(page).toHaveURL(/\/bv\/t\/[A-Z0-9]+\/v\/\d+\/s\/\d+\/p\/1\/$/);
  await hydrated(page);
  // The first image shown is the page in the URL (a spread on a wide screen starts with it).
  const image = page.locator('.viewer__image').first();
  await expect(image).toHaveAttribute('alt', /^第\d+話 1ページ$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('.viewer__count')).toHaveText(/^1 \/ \d+$/);

  // Turn the page (right-to-left: the next page is on the left).
  await page.getByRole('link', { name: '次のページ' }).click();
  await expect(image).toHaveAttribute('alt', /^第\d+話 2ページ$/);
  await expect(page.locator('.viewer__count')).toHaveText(/^2(-3)? \/ \d+$/);
  await expect(page).toHaveURL(/\/p\/2\/$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // The keyboard pages too: ArrowRight goes back a page in a right-to-left book.
  await page.keyboard.press('ArrowRight');
  await expect(image).toHaveAttribute('alt', /^第\d+話 1ページ$/);
  await page.keyboard.press('ArrowLeft');
  await expect(image).toHaveAttribute('alt', /^第\d+話 2ページ$/);
  await page.screenshot({ path: testInfo.outputPath('viewer.png') });
});

test('the viewer works without JavaScript: paging links are real pages', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const freeSection = page.locator('section', { has: page.getByRole('heading', { name: '無料・待てば¥0で読める' }) });
  await freeSection.locator('a.title-card__link').first().click();
  await page.locator('.title-hero__read').click();
  await page.getByRole('link', { name: '次のページ' }).click();
  await expect(page).toHaveURL(/\/p\/2\/$/);
  await expect(page.locator('.viewer__image')).toHaveAttribute('alt', /^第\d+話 2ページ$/);
  await context.close();
});
