import type { Page } from '@playwright/test';
import { postApi } from './api-member.ts';
import { signInAsStaff } from './staff-sign-in.ts';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
/** A `datetime-local` value in JST, `minutes` from now. */
const jstLocal = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);
const fitsWidth = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test('staff creates a coupon code on /staff/item/ after its dry run, and a member redeems it once', { tag: '@phone' }, async ({ page, browser, members }) => {
  await signInAsStaff(page, members, '/staff/item/');
  await expect(page.getByRole('heading', { level: 2, name: 'クーポンとコード' })).toBeVisible();
  await page.getByRole('button', { name: 'クーポンを追加する' }).click();
  const id = unique();
  const couponCode = `E2E${id}`;
  const code = `GIFT-${id}`;
  const name = `E2Eクーポン${id.slice(-4)}`;
  await page.getByLabel(/^クーポンコード/).fill(couponCode);
  await page.getByLabel('クーポン名', { exact: true }).fill(name);
  await page.getByLabel('説明', { exact: true }).fill('コードを入力すると50ボーナスコイン');
  await page.getByLabel('開始日時（JST）').fill(jstLocal(-5));
  await page.getByLabel('終了日時（JST）').fill(jstLocal(60 * 24 * 7));
  await page.getByLabel(/^コード（1行に1つ/).fill(code);
  await page.getByLabel('生成する数').fill('3');
  await page.getByRole('button', { name: 'コードを生成して追加' }).click();
  await expect(page.getByText('4個のコード')).toBeVisible();
  await page.getByLabel(/^全体の上限/).fill('100');

  // Handed to buyers of ¥500, 300 bonus coins are over 総付景品's limit: the dry run names it and saving stays off.
  await page.getByLabel('追加コインの率（%）').fill('50');
  await page.getByLabel(/^ボーナスコイン/).fill('300');
  await page.getByLabel(/^コードの配り方/).selectOption('purchase');
  await page.getByLabel('コードが付く購入の最低額（円・税込）').fill('500');
  await page.getByRole('button', { name: '変更内容を確認する' }).click();
  await expect(page.getByRole('alert')).toContainText('「ボーナスコイン300枚」の価額が総付景品の上限（200円）を超えています。');
  await expect(page.getByRole('button', { name: 'この内容で保存する' })).toBeDisabled();
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('staff-coupon-refused.png'), fullPage: true });
  await page.getByRole('button', { name: '修正に戻る' }).click();
  await page.getByLabel(/^コードの配り方/).selectOption('open');
  await page.getByLabel(/^ボーナスコイン/).fill('50');

  await page.getByRole('button', { name: '変更内容を確認する' }).click();
  const dryRun = page.locator('.staff-dry-run');
  await expect(dryRun).toContainText('保存前の確認（まだ保存されていません）');
  await expect(dryRun).toContainText(code);
  await expect(dryRun.getByRole('status')).toContainText('問題はありません');
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('staff-coupon-dry-run.png'), fullPage: true });
  await page.getByRole('button', { name: 'この内容で保存する' }).click();
  await expect(page.getByText('保存しました（第1版）。')).toBeVisible();
  const row = page.locator(`tr[data-coupon-row="${couponCode}"]`);
  await expect(row).toContainText('受け取り期間中');
  await expect(row).toContainText('1人1回・全体100回');
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('staff-coupon-saved.png'), fullPage: true });

  // A member redeems the code at /gift/coupon/{code}/: once.
  const member = await (await browser.newContext({ viewport: page.viewportSize()! })).newPage();
  await members.signIn(member, await members.create());
  await member.goto(`/gift/coupon/${code}/`);
  await hydrated(member);
  await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
  await member.getByRole('button', { name: '受け取る' }).click();
  await expect(member.getByRole('button', { name: '受け取り済み' })).toBeDisabled();
  await fitsWidth(member);
  await member.screenshot({ path: test.info().outputPath('member-coupon-redeemed.png'), fullPage: true });
  await member.reload();
  await expect(member.getByRole('button', { name: '受け取り済み' })).toBeDisabled();
  expect((await postApi(member, `/api/reward/v1/gift/coupon/${code}/claim/`)).status()).toBe(409);
  await member.context().close();

  // The history of the coupon shows its creation.
  await row.getByRole('button', { name: /の変更履歴$/ }).click();
  await expect(page.locator('.staff-audit__entry')).toHaveCount(1);
});

test('staff adds a coin pack on /staff/item/ after its dry run, and a member finds it on /point/', { tag: '@phone' }, async ({ page, browser, members }) => {
  await signInAsStaff(page, members, '/staff/item/');
  await expect(page.getByRole('heading', { level: 2, name: 'コインパック' })).toBeVisible();
  await expect(page.locator('tr[data-coin-pack-row="coin_1000"]')).toContainText('1,000枚＋ボーナス30枚');
  await page.getByRole('button', { name: 'コインパックを追加する' }).click();
  const productId = `coin_e2e${unique().toLowerCase()}`;
  await page.getByLabel(/^商品ID/).fill(productId);
  await page.getByLabel('価格（円・税込）').fill('2200');
  await page.getByLabel('コイン（枚）', { exact: true }).fill('2200');
  await page.getByLabel('ボーナスコイン（枚）').fill('330');
  await page.getByLabel('販売開始日時（JST）').fill(jstLocal(-5));
  await page.getByLabel(/^表示順/).fill('9');
  await page.getByRole('button', { name: '変更内容を確認する' }).click();
  const dryRun = page.locator('.staff-dry-run');
  await expect(dryRun).toContainText('値引きのため景品類に当たらず');
  await expect(dryRun.getByRole('status')).toContainText('問題はありません');
  await fitsWidth(page);
  await page.getByRole('button', { name: 'この内容で保存する' }).click();
  await expect(page.getByText('保存しました（第1版）。/point/ にすぐ反映されます。')).toBeVisible();
  const row = page.locator(`tr[data-coin-pack-row="${productId}"]`);
  await expect(row).toContainText('販売中');
  await fitsWidth(page);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('staff-coin-pack-saved.png') });

  const member = await (await browser.newContext({ viewport: page.viewportSize()! })).newPage();
  await members.signIn(member, await members.create());
  await member.goto('/point/');
  const offered = member.locator('label.purchase__pack').filter({ has: member.locator(`input[value="${productId}"]`) });
  await expect(offered).toContainText('2,200');
  await expect(offered).toContainText('330');
  await offered.scrollIntoViewIfNeeded();
  await fitsWidth(member);
  await member.screenshot({ path: test.info().outputPath('member-point-new-pack.png') });
  await member.context().close();
});

// A draft of the one header navigation: made while no other test saves it (@site-wide, with e2e/staff-drafts.spec.ts).
test("the staff 'as of' preview shows a coin pack and a navigation scheduled by then; the ordinary page does not", { tag: '@site-wide' }, async ({ page, members }) => {
  await signInAsStaff(page, members, '/staff/item/');
  const productId = `coin_e2e${unique().toLowerCase()}`;
  const start = jstLocal(60 * 24 * 3);
  const added = await postApi(page, '/api/staff/v1/drafts/coin-packs/', { version: 0, product_id: productId, price_yen: 3300, coins: 3300, bonus_coins: 660, starts_at: start, ends_at: null, position: 9 });
  expect(added.status()).toBe(200);
  const draft = ((await added.json()) as { draft: { id: number; version: number } }).draft;
  expect((await postApi(page, `/api/staff/v1/drafts/${draft.id}/schedule/`, { version: draft.version, publish_at: start })).status()).toBe(200);
  const navigation = (await (await page.request.get('/api/staff/v1/navigation/')).json()) as { version: number; entries: { label: string; path: string; routeName: string; params: Record<string, string> | null; enabled: boolean; isAdult?: boolean }[] };
  const label = `予約ナビ${unique().slice(-4)}`;
  const entries = [...navigation.entries.map((e) => ({ label: e.label, path: e.path, route_name: e.routeName, params: e.params, enabled: e.enabled, is_adult: e.isAdult ?? false })), { label, path: '/special/', route_name: 'custom', params: null, enabled: true, is_adult: false }];
  const navDraft = await postApi(page, '/api/staff/v1/drafts/navigation/', { version: navigation.version, entries });
  expect(navDraft.status()).toBe(200);
  const nav = ((await navDraft.json()) as { draft: { id: number; version: number } }).draft;
  expect((await postApi(page, `/api/staff/v1/drafts/${nav.id}/schedule/`, { version: nav.version, publish_at: start })).status()).toBe(200);

  await page.goto('/point/');
  await expect(page.locator(`input[value="${productId}"]`)).toHaveCount(0);
  await expect(page.locator('.site-header a', { hasText: label })).toHaveCount(0);
  await page.goto(`/point/?as_of=${encodeURIComponent(start)}`);
  await expect(page.getByText('プレビュー:')).toBeVisible();
  const offered = page.locator('label.purchase__pack').filter({ has: page.locator(`input[value="${productId}"]`) });
  await expect(offered).toContainText('3,300');
  await expect(offered).toContainText('660');
  await expect(page.locator('.site-header a', { hasText: label }).first()).toBeAttached();
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('preview-point.png') });
  // Discard both so that later runs and other specs see the stored navigation.
  for (const d of [draft, nav]) {
    const current = (await (await page.request.get(`/api/staff/v1/drafts/${d.id}/`)).json()) as { draft: { version: number } };
    expect((await postApi(page, `/api/staff/v1/drafts/${d.id}/discard/`, { version: current.draft.version })).status()).toBe(200);
  }
});
