import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { firstFreeStory } from './viewer-stories.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const paged = firstFreeStory('paged');
const vertical = firstFreeStory('vertical');
const viewer = (page: Page) => page.locator('.viewer');
const live = (page: Page) => page.locator('.viewer__live');
const imagesLoaded = (page: Page) =>
  expect
    .poll(() => page.locator('.viewer__spread img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);

// Spreads need a wide screen (the desktop project); touch, a phone (@phone-only).
test.describe('desktop', () => {
  test('pages in right-to-left spreads with the cover alone, the URL follows without history, and the end panel follows the last page', async ({ page }, testInfo) => {
    await page.goto(paged.path(1));
    await hydrated(page);
    const historyLength = await page.evaluate(() => history.length);
    await expect(viewer(page)).toHaveAttribute('data-spread', 'true');
    await expect(page.locator('.viewer__spread img')).toHaveCount(1);
    await expect(live(page)).toHaveText(`1 / ${paged.pageCount}ページ`);
    await imagesLoaded(page);
    await page.screenshot({ path: testInfo.outputPath('desktop-cover.png') });

    await page.keyboard.press('ArrowLeft');
    await expect(live(page)).toHaveText(`2-3 / ${paged.pageCount}ページ`);
    await expect(page).toHaveURL(new RegExp(`${paged.base}2/$`));
    const images = page.locator('.viewer__spread img');
    await expect(images).toHaveCount(2);
    await expect(images.nth(0)).toHaveAttribute('alt', '第1話 2ページ');
    // Right to left: page 2 is on the right of page 3.
    const [right, left] = await Promise.all([images.nth(0).boundingBox(), images.nth(1).boundingBox()]);
    expect(right!.x).toBeGreaterThan(left!.x);
    await imagesLoaded(page);
    await page.screenshot({ path: testInfo.outputPath('desktop-spread.png') });

    await page.keyboard.press('ArrowRight');
    await expect(live(page)).toHaveText(`1 / ${paged.pageCount}ページ`);
    await page.keyboard.press('End');
    await expect(page).toHaveURL(new RegExp(`${paged.base}${paged.pageCount % 2 === 0 ? paged.pageCount : paged.pageCount - 1}/$`));
    await page.keyboard.press('Space');
    const end = page.getByRole('region', { name: '最後まで読みました' });
    await expect(end).toBeVisible();
    await expect(end.getByRole('link', { name: '作品ページへ戻る' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '読んだ割合' })).toHaveAttribute('aria-valuenow', '100');
    await page.screenshot({ path: testInfo.outputPath('desktop-end.png') });
    await page.keyboard.press('Home');
    await expect(live(page)).toHaveText(`1 / ${paged.pageCount}ページ`);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('the wheel and the slider turn pages; settings are kept per title', async ({ page }, testInfo) => {
    await page.goto(paged.path(4));
    await hydrated(page);
    await expect(live(page)).toHaveText(`4-5 / ${paged.pageCount}ページ`);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 120);
    await expect(live(page)).toHaveText(`6-7 / ${paged.pageCount}ページ`);
    await page.mouse.wheel(0, -120);
    await expect.poll(() => live(page).textContent(), { timeout: 3000 }).toBe(`4-5 / ${paged.pageCount}ページ`);

    await page.getByRole('button', { name: 'メニューを表示' }).click();
    await expect(viewer(page)).toHaveAttribute('data-chrome', 'shown');
    await page.getByRole('button', { name: '表示設定' }).click();
    const settings = page.getByRole('region', { name: '表示設定' });
    await expect(settings).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('desktop-settings.png') });
    await settings.getByRole('radio', { name: '1ページずつ' }).check();
    await settings.getByRole('radio', { name: '左から右' }).check();
    await expect(viewer(page)).toHaveAttribute('data-spread', 'false');
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(live(page)).toHaveText(`5 / ${paged.pageCount}ページ`);

    const slider = page.getByRole('slider', { name: 'ページ移動' });
    await slider.fill('9');
    await expect(live(page)).toHaveText(`9 / ${paged.pageCount}ページ`);
    await expect(slider).toHaveAttribute('aria-valuetext', `9 / ${paged.pageCount}ページ`);

    await page.reload();
    await hydrated(page);
    await expect(viewer(page)).toHaveAttribute('data-direction', 'ltr');
    await expect(viewer(page)).toHaveAttribute('data-spread', 'false');
    await expect(live(page)).toHaveText(`9 / ${paged.pageCount}ページ`);
  });
});

test('a vertical work opens in タテヨミ and the URL follows the scroll', async ({ page }, testInfo) => {
  await page.goto(vertical.path(1));
  await hydrated(page);
  await expect(viewer(page)).toHaveAttribute('data-mode', 'vertical');
  const third = page.locator('#viewer-page-3');
  await third.scrollIntoViewIfNeeded();
  await third.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(page).toHaveURL(new RegExp(`${vertical.base}3/$`));
  await expect(live(page)).toHaveText(`3 / ${vertical.pageCount}ページ`);
  await page.screenshot({ path: testInfo.outputPath('vertical.png') });
  // Opening at a later page starts the column there.
  await page.goto(vertical.path(5));
  await hydrated(page);
  await expect.poll(() => page.locator('#viewer-page-5').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(60);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(new RegExp(`${vertical.base}5/$`));
  await expect(live(page)).toHaveText(`5 / ${vertical.pageCount}ページ`);
});

test.describe('phone', { tag: '@phone-only' }, () => {

  test('tap zones turn pages (left = next), the centre shows the bars, a swipe turns too', async ({ page }, testInfo) => {
    await page.goto(paged.path(1));
    await hydrated(page);
    await expect(viewer(page)).toHaveAttribute('data-spread', 'false');
    await page.screenshot({ path: testInfo.outputPath('phone-single.png') });
    await page.touchscreen.tap(40, 400);
    await expect(live(page)).toHaveText(`2 / ${paged.pageCount}ページ`);
    await expect(viewer(page)).toHaveAttribute('data-chrome', 'hidden');
    await page.touchscreen.tap(335, 400);
    await expect(live(page)).toHaveText(`1 / ${paged.pageCount}ページ`);
    await page.touchscreen.tap(187, 400);
    await expect(viewer(page)).toHaveAttribute('data-chrome', 'shown');
    await page.touchscreen.tap(187, 400);
    await expect(viewer(page)).toHaveAttribute('data-chrome', 'hidden');
    await imagesLoaded(page);
    await page.screenshot({ path: testInfo.outputPath('phone-reading.png') });

    // Swipe to the right: in a right-to-left book that reads on.
    const swipe = async (fromX: number, toX: number) => {
      const cdp = await page.context().newCDPSession(page);
      const point = (x: number) => [{ x, y: 400, id: 1 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(fromX) });
      for (let i = 1; i <= 6; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(fromX + ((toX - fromX) * i) / 6) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    };
    await swipe(120, 300);
    await expect(live(page)).toHaveText(`2 / ${paged.pageCount}ページ`);
    await expect(page).toHaveURL(new RegExp(`${paged.base}2/$`));
    await swipe(300, 120);
    await expect(live(page)).toHaveText(`1 / ${paged.pageCount}ページ`);
    await imagesLoaded(page);
  });

  test('the next two pages and the previous one are fetched ahead, so a turn paints at once', async ({ page }) => {
    const requested = new Set<number>();
    page.on('request', (request) => {
      const match = /\/img\/page\/[^/]+\/\d+\/\d+\/(\d+)\?w=/.exec(request.url());
      if (match) requested.add(Number(match[1]));
    });
    await page.goto(paged.path(3));
    await hydrated(page);
    await expect.poll(() => [2, 3, 4, 5].every((n) => requested.has(n))).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.touchscreen.tap(40, 400);
    await expect(live(page)).toHaveText(`4 / ${paged.pageCount}ページ`);
    // Already decoded from cache on the first check after the turn.
    expect(await page.locator('.viewer__image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('double tap in the centre zooms and back', async ({ page }) => {
    await page.goto(paged.path(2));
    await hydrated(page);
    await page.touchscreen.tap(187, 400);
    await page.touchscreen.tap(187, 400);
    await expect(page.locator('.viewer__stage')).toHaveAttribute('data-zoomed', 'true');
    await page.touchscreen.tap(187, 400);
    await page.touchscreen.tap(187, 400);
    await expect(page.locator('.viewer__stage')).toHaveAttribute('data-zoomed', 'false');
  });
});

test('without JavaScript the first page is in the HTML with high priority, and every control is a link', { tag: '@phone' }, async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: testInfo.project.use.viewport ?? undefined });
  const page = await context.newPage();
  await page.goto(paged.path(1));
  const image = page.locator('.viewer__image');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).toHaveAttribute('sizes', /100vw/);
  await expect(image).toHaveAttribute('srcset', /w=360 360w.*w=1440 1440w/);
  await expect(image).toHaveAttribute('width', '1200');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // One preload, and it is the very request the image makes (same candidates, same sizes).
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', (await image.getAttribute('srcset')) ?? '');
  await expect(preload).toHaveAttribute('imagesizes', (await image.getAttribute('sizes')) ?? '');
  // The width fetched suits the screen: a phone or a height-limited desktop page needs no 1440 px master.
  const fetched = Number(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).searchParams.get('w'));
  expect(fetched).toBeGreaterThanOrEqual(360);
  expect(fetched).toBeLessThanOrEqual(1080);
  await page.getByRole('link', { name: '次のページ' }).click();
  await expect(page).toHaveURL(new RegExp(`${paged.base}2/$`));
  await expect(image).toHaveAttribute('alt', '第1話 2ページ');
  await page.goto(paged.path(paged.pageCount));
  await page.getByRole('link', { name: '次のページ' }).click();
  await expect(page.getByRole('region', { name: '最後まで読みました' })).toBeVisible();
  await context.close();
});
