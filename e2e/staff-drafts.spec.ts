import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { SEEN_DAILY_FEATURES } from '../playwright.config.ts';
import { signInAsStaff } from './staff-sign-in.ts';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('staff schedules a banner draft and previews the top page as of its start; nobody else sees it', async ({ page, browser, members }, testInfo) => {
  test.setTimeout(60_000);
  // Christmas Eve next year, 10:00 JST: the banner's start and its scheduled publication.
  const year = new Date().getUTCFullYear() + 1;
  const start = `${year}-12-24T10:00`;
  const shown = `${year}/12/24 10:00 (JST)`;
  await signInAsStaff(page, members, '/staff/banner/');
  await page.getByRole('button', { name: 'バナーを追加する' }).click();
  const alt = `e2e予約バナー ${unique()}`;
  const png = await sharp({ create: { width: 1280, height: 320, channels: 3, background: '#7a1d3b' } }).png().toBuffer();
  await page.getByLabel('画像（JPEG・PNG・WebP、2MBまで、幅300〜4000px）').setInputFiles({ name: 'xmas.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/^画像: \/img\/staff\/\d+$/)).toBeVisible();
  await page.getByLabel('代替テキスト（画像の内容を文章で）').fill(alt);
  await page.getByLabel('リンク先（/ から始まるパス、または https:// のURL）').fill('/book/free/');
  await page.getByLabel('開始日時（JST）').fill(start);
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page.getByText(/^下書きを保存しました（下書き #\d+）。公開はされていません。/)).toBeVisible();

  // The draft, beside what is published (nothing yet: a new banner), is scheduled for its start.
  const panel = page.locator('section.staff-draft').filter({ hasText: alt });
  await expect(panel.getByRole('heading', { level: 3 })).toContainText('新しいバナー');
  await panel.getByLabel('公開日時（日本時間 JST）').fill(start);
  await panel.getByRole('button', { name: '予約公開する' }).click();
  await expect(panel.getByRole('status')).toHaveText(`${shown} に公開するよう予約しました。`);
  await expect(panel.locator('.staff-badge')).toHaveText('予約公開');
  await expect(panel.getByText(`予約公開: ${shown}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('staff-banner-draft.png'), fullPage: true });

  // Not public: the top page has no such banner, for visitors (the anonymous cache) or for staff.
  const visitor = await (await browser.newContext({ storageState: SEEN_DAILY_FEATURES })).newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('img', { name: alt })).toHaveCount(0);

  // Staff previews the top page as of the start: the bar, and the banner as it will be shown.
  await panel.getByRole('link', { name: 'この日時のトップページをプレビュー' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('as_of') === start);
  const bar = page.getByRole('status').filter({ hasText: 'プレビュー:' });
  await expect(bar).toContainText(`プレビュー: ${shown} 時点の表示`);
  await expect(page.getByRole('img', { name: alt })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('top-preview.png') });

  // The same address for a visitor and for a member: the ordinary page, no bar, no banner.
  const asOf = `/?as_of=${encodeURIComponent(start)}`;
  const visitorPreview = await visitor.goto(asOf);
  expect(visitorPreview!.headers()['cache-control']).not.toContain('private');
  await expect(visitor.getByText('プレビュー:')).toHaveCount(0);
  await expect(visitor.getByRole('img', { name: alt })).toHaveCount(0);
  await visitor.goto('/');
  await expect(visitor.getByRole('img', { name: alt })).toHaveCount(0);
  const member = await (await browser.newContext({ storageState: SEEN_DAILY_FEATURES })).newPage();
  await members.signIn(member, await members.create());
  await member.goto(asOf);
  await expect(member.getByText('プレビュー:')).toHaveCount(0);
  await expect(member.getByRole('img', { name: alt })).toHaveCount(0);

  // Leaving the preview: the ordinary top page again.
  await bar.getByRole('link', { name: 'プレビューを終了' }).click();
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('as_of'));
  await expect(page.getByText('プレビュー:')).toHaveCount(0);
  await expect(page.getByRole('img', { name: alt })).toHaveCount(0);
  await visitor.context().close();
  await member.context().close();
});

// Saves the one header navigation: while no other test makes a draft of it (@site-wide, with e2e/staff-coupons.spec.ts).
test('staff reaches the navigation editor from the console navigation and saves it', { tag: '@site-wide' }, async ({ page, members }, testInfo) => {
  await signInAsStaff(page, members, '/staff/banner/');
  await page.getByRole('navigation', { name: 'スタッフ管理' }).getByRole('link', { name: 'ナビ' }).click();
  await page.waitForURL((url) => url.pathname === '/staff/navigation/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ナビゲーション管理' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '2番目の表示名', exact: true })).toHaveValue('ランキング');
  await page.screenshot({ path: testInfo.outputPath('staff-navigation.png'), fullPage: true });
  // Saved as shown (the defaults): version 1, the header unchanged.
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText(/^保存しました（第\d+版）。ヘッダーのナビゲーションにすぐ反映されます。$/)).toBeVisible();
});
