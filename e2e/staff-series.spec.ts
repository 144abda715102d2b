import type { Page } from '@playwright/test';
import { generateCatalogue } from '#demo/catalogue/generate.ts';
import { SEEN_DAILY_FEATURES } from '../playwright.config.ts';
import { signInAsStaff } from './staff-sign-in.ts';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A general (not adult) title of the demo seed that no other spec edits. */
function generalTitle(): string {
  for (const batch of generateCatalogue({ titles: 300 }).batches()) {
    const title = batch.titles.find((t) => !t.isAdult && Number(t.titleCode.slice(2)) >= 60);
    if (title) return title.titleCode;
  }
  throw new Error('the demo seed has no general title');
}

test('staff adds a story to a title and a visitor sees it on the title page', async ({ page, browser, members }, testInfo) => {
  // Signing in, a form and a long title page on a shared machine: more than the default 30 s.
  test.setTimeout(90_000);
  const code = generalTitle();
  await signInAsStaff(page, members, `/staff/series/?code=${code}`);
  const contents = page.locator('section.staff-contents');
  await expect(contents.getByRole('heading', { name: /^巻と話（\d+巻・\d+話/ })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await contents.screenshot({ path: testInfo.outputPath(`staff-series-contents-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await contents.getByRole('link', { name: /に話を追加$/ }).last().click();
  await hydrated(page);
  // (Its heading changes once the story is created: found by its name field.)
  const form = page.locator('form', { has: page.getByLabel('話の名前（例: 第12話 再会）') });
  const name = `スタッフ追加話${unique()}`;
  await form.getByLabel('話の名前（例: 第12話 再会）').fill(name);
  await form.getByRole('radio', { name: '無料' }).check();
  await form.getByLabel('ページ数').fill('12');
  await form.getByLabel('公開開始日時（JST）').fill('2026-01-01T10:00');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await form.screenshot({ path: testInfo.outputPath(`staff-story-form-${width}.png`) });
  }
  await form.getByRole('button', { name: '話を追加する' }).click();
  await expect(form.getByRole('status')).toHaveText(/保存しました（第\d+話・第1版）。作品ページとビューアにすぐ反映されます。/);

  // A visitor's title page (through the anonymous page cache) lists the new story at once, and it opens.
  const visitor = await (await browser.newContext({ storageState: SEEN_DAILY_FEATURES })).newPage();
  await visitor.goto(`/book/title/${code}/`, { waitUntil: 'domcontentloaded' });
  const lastVolume = visitor.locator('details.volume').last();
  if (!(await lastVolume.evaluate((details: HTMLDetailsElement) => details.open))) await lastVolume.locator('summary').click();
  const link = visitor.getByRole('link', { name: new RegExp(name) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(visitor).toHaveURL(new RegExp(`/bv/t/${code}/v/\\d+/s/\\d+/p/1/`));
  await visitor.context().close();
});
