import type { Page } from '@playwright/test';
import { SEEN_DAILY_FEATURES } from '../playwright.config.ts';
import { postApi } from './api-member.ts';
import { signInAsStaff } from './staff-sign-in.ts';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** 'YYYY-MM-DDTHH:mm' in JST, `days` from now, on the minute. */
const jstLocal = (days: number) => new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 16);
const shownJst = (local: string) => `${local.slice(0, 10).replaceAll('-', '/')} ${local.slice(11, 16)} (JST)`;
const fitsWidth = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test('staff saves a campaign draft, schedules it, and sees it in the as-of preview of its page but not on the public page', { tag: '@phone' }, async ({ page, browser, members }, testInfo) => {
  test.setTimeout(60_000);
  await signInAsStaff(page, members, '/staff/campaign/');
  const name = `e2e予約前セール ${unique()}`;
  const drafted = `e2e予約公開セール ${unique()}`;
  const slug = `e2e-draft-${unique()}`;
  const created = await postApi(page, '/api/staff/v1/campaigns/', {
    family: 'campaign',
    slug,
    kind: 'sale',
    name,
    lead: '対象作品がお得に読めます。',
    terms: '',
    card_text: '30%OFF',
    color: null,
    starts_at: jstLocal(-1),
    ends_at: jstLocal(10),
    published_at: null,
    hashtag: null,
    title_codes: ['YB000001'],
    prize_count: null,
    prizes_text: null,
    entry_form: null,
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { campaign: { id: number } }).campaign.id;

  // The editor: a new name saved as a draft, nothing published.
  await page.goto(`/staff/campaign/?id=${id}`);
  await hydrated(page);
  await page.getByLabel('キャンペーン名').fill(drafted);
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page.getByText(/^下書きを保存しました（下書き #\d+）。公開はされていません。/)).toBeVisible();
  const panel = page.locator('section.staff-draft');
  await expect(panel.getByRole('heading', { level: 3 })).toContainText(`キャンペーン #${id}`);
  await expect(panel.getByRole('row', { name: /キャンペーン名/ })).toContainText(name);
  await expect(panel.getByRole('row', { name: /キャンペーン名/ })).toContainText(drafted);

  // Scheduled two days ahead (JST).
  const at = jstLocal(2);
  await panel.getByLabel('公開日時（日本時間 JST）').fill(at);
  await panel.getByRole('button', { name: '予約公開する' }).click();
  await expect(panel.getByRole('status')).toHaveText(`${shownJst(at)} に公開するよう予約しました。`);
  await expect(panel.locator('.staff-badge')).toHaveText('予約公開');
  await fitsWidth(page);
  await page.screenshot({ path: testInfo.outputPath('staff-campaign-draft.png'), fullPage: true });

  // Reopened, the editor shows the open draft.
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('キャンペーン名')).toHaveValue(drafted);
  await expect(page.getByText(/^下書き #\d+ を編集しています/)).toBeVisible();

  // The preview of the campaign's page at that time shows the draft.
  await page.locator('section.staff-draft').getByRole('link', { name: 'この日時の公開ページをプレビュー' }).click();
  await page.waitForURL((url) => url.pathname === `/book/campaign/${slug}/` && url.searchParams.get('as_of') === at);
  await expect(page.getByRole('status').filter({ hasText: 'プレビュー:' })).toContainText(`プレビュー: ${shownJst(at)} 時点の表示`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(drafted);
  await fitsWidth(page);
  await page.screenshot({ path: testInfo.outputPath('campaign-preview.png') });
  // And /book/campaign/ as of then lists it under the drafted name.
  await page.goto(`/book/campaign/?as_of=${encodeURIComponent(at)}`);
  await expect(page.getByText(drafted).first()).toBeVisible();

  // The public page: the published name, for staff without the preview and for a visitor (with or without as_of).
  await page.goto(`/book/campaign/${slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page.goto('/book/campaign/');
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText(drafted)).toHaveCount(0);
  const visitor = await (await browser.newContext({ storageState: SEEN_DAILY_FEATURES })).newPage();
  for (const path of [`/book/campaign/${slug}/`, `/book/campaign/${slug}/?as_of=${encodeURIComponent(at)}`]) {
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(visitor.getByText(drafted)).toHaveCount(0);
    await expect(visitor.getByText('プレビュー:')).toHaveCount(0);
  }
  await visitor.context().close();

  // Discarded, so that the server's job never publishes it.
  const listed = (await (await page.request.get(`/api/staff/v1/drafts/?type=campaign&id=${id}`)).json()) as { drafts: { id: number; version: number }[] };
  expect((await postApi(page, `/api/staff/v1/drafts/${listed.drafts[0]!.id}/discard/`, { version: listed.drafts[0]!.version })).status()).toBe(200);
});
