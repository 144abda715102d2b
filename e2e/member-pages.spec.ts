import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { postApi } from './api-member.ts';
import { expect, test } from './fixtures.ts';
import { firstFreeStory } from './viewer-stories.ts';

/**
 * A signed-in member's pages are their audience's shared render with their own state spliced in
 * (decision 045): the user menu, the favourite button, つづきから読む and the top page's marks fill
 * from that state without moving anything after the first paint (the layout-shift record of
 * layout-stability.spec.ts, for a member who favourited the title and read part of it).
 */

type Shift = { value: number; sources: string[] };

async function shiftsWhileLoading(page: Page, path: string): Promise<Shift[]> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node: Node | null }[] })[]) {
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : `text "${(source.node?.textContent ?? '').slice(0, 40)}" in .${source.node?.parentElement?.className ?? ''}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const initialized = page.waitForResponse((response) => response.url().endsWith('/api/v1/initialize/'));
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
  await initialized;
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const story = firstFreeStory('paged');
const [, volume, storyNumber] = /\/v\/(\d+)\/s\/(\d+)\//.exec(story.base)!.map(Number) as [number, number, number];
const titlePath = `/book/title/${story.titleCode}/`;

test.describe('a signed-in member', () => {
  const name = `読者${randomUUID().slice(0, 4)}`;

  test.beforeEach(async ({ page, members }) => {
    await members.signIn(page, await members.create({ displayName: name }));
    await page.goto('/faq/');
    expect((await postApi(page, '/api/v1/favorite/', { favorite: '1', title_code: story.titleCode })).status()).toBe(200);
    expect((await postApi(page, '/api/v1/reading/progress/', { title: story.titleCode, volume, story: storyNumber, page: 4 })).status()).toBe(200);
  });

  test('sees their own state on the title page, and nothing moves after the first paint', { tag: '@phone' }, async ({ page }, testInfo) => {
    const shifts = await shiftsWhileLoading(page, titlePath);
    expect(shifts).toEqual([]);
    await expect(page.getByRole('link', { name: /^つづきから読む/ })).toHaveText(`つづきから読む（第${storyNumber}話 4ページ）`);
    await expect(page.locator('.title-hero .favorite-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel(`${name}さんのメニュー`)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`member-title-${testInfo.project.name}.png`), fullPage: false });
    await page.screenshot({ path: `test-results/member-title-${testInfo.project.name}.png`, fullPage: false });
  });

  test('the top page does not move after the first paint and marks their favourite', { tag: '@phone' }, async ({ page }) => {
    const shifts = await shiftsWhileLoading(page, '/');
    expect(shifts).toEqual([]);
    await expect(page.getByLabel(`${name}さんのメニュー`)).toBeVisible();
  });

  test('without JavaScript the shared content still renders', async ({ browser, baseURL, page }) => {
    const cookies = await page.context().cookies();
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies(cookies);
    const plain = await context.newPage();
    await plain.goto(titlePath);
    await expect(plain.locator('h1.title-hero__name')).toBeVisible();
    await expect(plain.getByRole('heading', { name: 'あらすじ' })).toBeVisible();
    await context.close();
  });
});
