import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { generateCatalogue } from '#demo/catalogue/generate.ts';
import { SEEN_DAILY_FEATURES } from '../playwright.config.ts';
import { signInAsStaff } from './staff-sign-in.ts';
import { expect, test, type Members } from './fixtures.ts';

const require = createRequire(import.meta.url);
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function staffPage(browser: Browser, members: Members, next: string): Promise<Page> {
  const context = await browser.newContext({ storageState: SEEN_DAILY_FEATURES });
  const page = await context.newPage();
  await signInAsStaff(page, members, next);
  return page;
}

test('a member opening /staff/banner/ is sent to /signin/', async ({ page, members }) => {
  await members.signIn(page, await members.create());
  await page.goto('/staff/banner/');
  await expect(page).toHaveURL(/\/signin\/\?next=%2Fstaff%2Fbanner%2F$/);
});

test('staff creates a banner that shows on the top page at once', async ({ page, browser, members }) => {
  await signInAsStaff(page, members, '/staff/banner/');
  await expect(page.getByRole('heading', { level: 1, name: 'バナー管理' })).toBeVisible();
  await page.getByRole('button', { name: 'バナーを追加する' }).click();
  const alt = `e2eバナー ${unique()}`;
  const png = await sharp({ create: { width: 1280, height: 320, channels: 3, background: '#1d4f73' } }).png().toBuffer();
  await page.getByLabel('画像（JPEG・PNG・WebP、2MBまで、幅300〜4000px）').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/^画像: \/img\/staff\/\d+$/)).toBeVisible();
  await page.getByLabel('代替テキスト（画像の内容を文章で）').fill(alt);
  await page.getByLabel('リンク先（/ から始まるパス、または https:// のURL）').fill('/book/free/');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('保存しました（第1版）。トップページにすぐ反映されます。')).toBeVisible();
  await expect(page.locator('table.staff-table')).toContainText(alt);

  // A visitor's top page (the anonymous page cache included) shows it, linked, through the image pipeline.
  const visitor = await (await browser.newContext({ storageState: SEEN_DAILY_FEATURES })).newPage();
  await visitor.goto('/');
  const image = visitor.getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expect(visitor.locator('.top-banners a', { has: image })).toHaveAttribute('href', '/book/free/');
  await visitor.context().close();
});

test('staff renames a title and search finds it under the new name at once', async ({ page, members }) => {
  await signInAsStaff(page, members, '/staff/series/?code=YB000003');
  const name = `改題テスト作品${unique()}`;
  await page.getByLabel('作品名', { exact: true }).fill(name);
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText(/保存しました（第\d+版）。検索にもすぐ反映されています。/)).toBeVisible();
  await page.goto(`/book/search/?keyword=${encodeURIComponent(name)}`);
  await expect(page.locator(`a[href="/book/title/YB000003/"]`).filter({ hasText: name }).first()).toBeVisible();
});

test('two staff edit the same title: the second save gets the conflict with both versions', async ({ browser, members }) => {
  const [first, second] = [await staffPage(browser, members, '/staff/series/?code=YB000004'), await staffPage(browser, members, '/staff/series/?code=YB000004')];
  const mine = `一人目の保存${unique()}`;
  await first.getByLabel('あらすじ').fill(mine);
  await first.getByRole('button', { name: '保存する' }).click();
  await expect(first.getByText(/保存しました/)).toBeVisible();

  await second.getByLabel('あらすじ').fill('二人目の保存');
  await second.getByRole('button', { name: '保存する' }).click();
  const conflict = second.getByRole('alert').filter({ hasText: 'ほかのスタッフが先に保存しました' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(mine);
  await expect(conflict).toContainText('二人目の保存');
  await second.getByRole('button', { name: '保存済みの内容を読み込む' }).click();
  await expect(second.getByLabel('あらすじ')).toHaveValue(mine);
  await first.context().close();
  await second.context().close();
});

test('the console pages fit the screen and pass axe', { tag: '@phone' }, async ({ page, members }, testInfo) => {
  // Twelve pages, each hydrated and checked by axe: about 25 s on a quiet machine.
  test.setTimeout(90_000);
  await signInAsStaff(page, members, '/staff/');
  for (const path of ['/staff/', '/staff/banner/', '/staff/campaign/', '/staff/item/', '/staff/series/?code=YB000005', '/staff/stampcard/', '/staff/tags/', '/staff/reviews/', '/staff/navigation/', '/staff/blocks/', '/staff/transfer/', '/staff/firebasedemo/']) {
    await page.goto(path);
    await hydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    // Through the debugger, not a script tag: the page's CSP (rightly) refuses inline scripts.
    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run: (context: string) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run('main');
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations, path).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${path.replace(/[/?=]/g, '_')}.png`), fullPage: true });
  }
});

// The blocks are one object for the whole site, on every top page: changed while no other test runs (@site-wide).
test('staff renames a top page block and the top page shows it at once', { tag: '@site-wide' }, async ({ page, members }, testInfo) => {
  // It looks at 375 and 1280 px itself.
  await signInAsStaff(page, members, '/staff/blocks/');
  await expect(page.getByRole('heading', { level: 1, name: 'トップページのブロック管理' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`staff-blocks-${width}.png`), fullPage: true });
  }
  const heading = page.getByLabel('見出し', { exact: true }).first();
  const original = await heading.inputValue();
  const renamed = `e2eブロック ${unique()}`;
  await heading.fill(renamed);
  await page.getByRole('button', { name: '保存する' }).click();
  const saved = page.getByRole('form', { name: /^トップページのブロック/ }).getByRole('status');
  await expect(saved).toContainText(/保存しました（第\d+版）。トップページにすぐ反映されます。/);
  await page.getByRole('link', { name: 'トップページを見る' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText(renamed).first()).toBeVisible();
  await page.goto('/staff/blocks/');
  await hydrated(page);
  await page.getByLabel('見出し', { exact: true }).first().fill(original);
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('form', { name: /^トップページのブロック/ }).getByRole('status')).toContainText('保存しました');
});

test('staff schedules a draft of the top page blocks and previews the top page as of then; visitors see the blocks as they are', { tag: '@site-wide' }, async ({ page, browser, members }) => {
  const year = new Date().getUTCFullYear() + 1;
  const at = `${year}-12-24T10:00`;
  await signInAsStaff(page, members, '/staff/blocks/');
  const renamed = `e2e予約ブロック ${unique()}`;
  await page.getByLabel('見出し', { exact: true }).first().fill(renamed);
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page.getByText(/下書きを保存しました（下書き #\d+）。トップページは変わっていません。/)).toBeVisible();
  const panel = page.locator('section.staff-draft').last();
  await panel.getByLabel('公開日時（日本時間 JST）').fill(at);
  await panel.getByRole('button', { name: '予約公開する' }).click();
  await expect(panel.locator('.staff-badge')).toHaveText('予約公開');
  await panel.getByRole('link', { name: 'この日時のトップページをプレビュー' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('as_of') === at);
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/?as_of=${encodeURIComponent(at)}`);
  await expect(visitor.getByRole('heading', { name: renamed })).toHaveCount(0);
  await visitor.context().close();
  // The draft is discarded again: the stored blocks never changed.
  await page.goto('/staff/blocks/');
  await hydrated(page);
  await page.locator('section.staff-draft').last().getByRole('button', { name: '下書きを破棄する' }).click();
  await expect(page.getByText('下書きを破棄しました。')).toBeVisible();
});

/** A general title of the demo seed that no other spec reads, whose first volume opens with a free first story. */
function untouchedFreeTitle(): string {
  for (const batch of generateCatalogue({ titles: 300 }).batches()) {
    const title = batch.titles.find(
      (t) =>
        !t.isAdult &&
        !t.isStore &&
        Number(t.titleCode.slice(2)) >= 100 &&
        batch.stories.some((s) => s.titleId === t.id && s.storyNumber === 1 && s.paymentType === 1 && batch.volumes.find((v) => v.id === s.volumeId)?.serialNumber === 1),
    );
    if (title) return title.titleCode;
  }
  throw new Error('the demo seed has no such title');
}

test("staff writes a page's alt text and the viewer reads it", async ({ page, members }) => {
  const code = untouchedFreeTitle();
  await signInAsStaff(page, members, `/staff/series/?code=${code}`);
  await page.getByText('ページの代替テキスト（話を選ぶ）').click();
  await page.getByRole('link', { name: /^第1巻 第1話/ }).click();
  await hydrated(page);
  const alt = `雪の駅に降り立つ探偵 ${unique()}`;
  await page.getByLabel('1ページ', { exact: true }).fill(alt);
  await page.getByRole('button', { name: '代替テキストを保存する' }).click();
  await expect(page.getByText(/保存しました（第\d+版）。ビューアーにすぐ反映されます。/)).toBeVisible();
  await page.goto(`/bv/t/${code}/v/1/s/1/p/1/`);
  await expect(page.getByRole('img', { name: alt })).toBeAttached();
});

test('the banner console previews what shows at a chosen JST time', async ({ page, members }) => {
  await signInAsStaff(page, members, '/staff/banner/');
  await page.getByLabel('この日時の表示を確かめる（日本時間 JST）').fill('2030-01-01T09:00');
  await page.getByRole('button', { name: '確かめる' }).click();
  await expect(page).toHaveURL(/at=2030-01-01T09%3A00/);
  await expect(page.getByRole('heading', { name: '2030/01/01 09:00 (JST) に表示されるバナー' })).toBeVisible();
});
