import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** 'YYYY-MM-DDTHH:mm' in JST, `days` from now. */
const jstLocal = (days: number) => new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 16);

/** Fills the new-campaign form and saves it; returns the campaign's id. */
async function createCampaign(page: Page, values: { name: string; slug: string; codes: string }): Promise<number> {
  await page.goto('/staff/campaign/?new=1');
  await hydrated(page);
  await page.getByLabel('キャンペーンの内容').selectOption('sale');
  await page.getByLabel('キャンペーン名').fill(values.name);
  await page.getByLabel('ページの種類').selectOption('campaign');
  await page.getByLabel('スラッグ（半角英数字・「-」「_」）').fill(values.slug);
  await page.getByLabel('開始日時（JST）').fill(jstLocal(-1));
  await page.getByLabel('終了日時（JST）').fill(jstLocal(10));
  await page.getByLabel('リード文').fill('対象作品がお得に読めます。');
  await page.getByLabel(/^カードの文言/).fill('30%OFF');
  await page.getByLabel(/^色（/).fill('#2e7d32');
  await page.getByLabel(/^対象作品・ブックリスト/).fill(values.codes);
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('保存しました（第1版）。公開ページにすぐ反映されます。')).toBeVisible();
  const open = page.getByRole('link', { name: '応募・抽選と変更履歴を開く' });
  return Number(new URL((await open.getAttribute('href'))!, 'http://x').searchParams.get('id'));
}

test('a member opening /staff/campaign/ is sent to /signin/', async ({ page, members }) => {
  await members.signIn(page, await members.create());
  await page.goto('/staff/campaign/');
  await expect(page).toHaveURL(/\/signin\/\?next=%2Fstaff%2Fcampaign%2F$/);
});

test('staff creates a campaign that a member then sees on /book/campaign/ and its page', async ({ page, browser, members }) => {
  await signInAsStaff(page, members, '/staff/campaign/');
  await expect(page.getByRole('heading', { level: 1, name: 'キャンペーン管理' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'スタッフ管理' }).getByRole('link', { name: 'キャンペーン' })).toHaveAttribute('aria-current', 'page');
  const name = `e2eセール ${unique()}`;
  const slug = `e2e-${unique()}`;
  const id = await createCampaign(page, { name, slug, codes: 'YB000001\nYB000002' });
  // The names of the target titles are shown once saved.
  await expect(page.getByRole('list', { name: '対象作品の名前' })).not.toContainText('保存すると作品名を確かめます');
  await page.goto('/staff/campaign/');
  const row = page.locator(`[data-campaign-row="${id}"]`);
  await expect(row).toContainText(name);
  await expect(row).toContainText('(JST)');
  await expect(page.getByRole('region', { name: /^開催中/ }).locator(`[data-campaign-row="${id}"]`)).toBeVisible();

  const member = await (await browser.newContext({ storageState: SEEN_DAILY_FEATURES })).newPage();
  await members.signIn(member, await members.create());
  await member.goto('/book/campaign/');
  await expect(member.getByText(name).first()).toBeVisible();
  await member.goto(`/book/campaign/${slug}/`);
  await expect(member.getByRole('heading', { level: 1 })).toContainText(name);
  // A visitor (the anonymous page cache) sees it too, and no longer once it is in the trash.
  const visitor = await (await browser.newContext({ storageState: SEEN_DAILY_FEATURES })).newPage();
  await visitor.goto('/book/campaign/');
  await expect(visitor.getByText(name).first()).toBeVisible();
  await page.getByRole('button', { name: `「${name}」をゴミ箱へ` }).click();
  await expect(page.getByText(`「${name}」をゴミ箱に移しました。公開ページには出ません。`)).toBeVisible();
  await visitor.goto('/book/campaign/');
  await expect(visitor.getByText(name)).toHaveCount(0);
  expect((await visitor.request.get(`/book/campaign/${slug}/`)).status()).toBe(404);
  await member.context().close();
  await visitor.context().close();
});

test('two staff edit the same campaign: the second save gets the conflict with both versions', async ({ browser, page, members }) => {
  await signInAsStaff(page, members, '/staff/campaign/');
  const id = await createCampaign(page, { name: `e2e競合 ${unique()}`, slug: `e2e-conflict-${unique()}`, codes: 'YB000003' });
  const [first, second] = [await staffPage(browser, members, `/staff/campaign/?id=${id}`), await staffPage(browser, members, `/staff/campaign/?id=${id}`)];
  const mine = `一人目の保存${unique()}`;
  await first.getByLabel('キャンペーン名').fill(mine);
  await first.getByRole('button', { name: '保存する' }).click();
  await expect(first.getByText('保存しました（第2版）。公開ページにすぐ反映されます。')).toBeVisible();

  await second.getByLabel('キャンペーン名').fill('二人目の保存');
  await second.getByRole('button', { name: '保存する' }).click();
  const conflict = second.getByRole('alert').filter({ hasText: 'ほかのスタッフが先に保存しました' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(mine);
  await expect(conflict).toContainText('二人目の保存');
  await second.getByRole('button', { name: '保存済みの内容を読み込む' }).click();
  await expect(second.getByLabel('キャンペーン名')).toHaveValue(mine);
  // The history shows the change, with who made it.
  await second.reload();
  await expect(second.getByRole('region', { name: `変更履歴（${id}）` })).toContainText(mine);
  await first.context().close();
  await second.context().close();
});

test('the campaign console fits the screen and passes axe', { tag: '@phone' }, async ({ page, members }, testInfo) => {
  await signInAsStaff(page, members, '/staff/campaign/');
  // A present campaign of the demo data (its entries and draw panel).
  const present = await page.locator('tr', { hasText: '/special/joshidensho/' }).getByRole('link', { name: /を編集$/ }).getAttribute('href');
  for (const path of ['/staff/campaign/', '/staff/campaign/?new=1', '/staff/campaign/?id=1', present!]) {
    await page.goto(path);
    await hydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run: (context: string) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run('main');
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations, path).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${path.replace(/[/?=]/g, '_')}.png`), fullPage: true });
  }
});
