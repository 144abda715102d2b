import type { Page } from '@playwright/test';
import { postApi } from './api-member.ts';
import { signInAsStaff } from './staff-sign-in.ts';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A `datetime-local` value in JST, `minutes` from now. */
const jstLocal = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);
const fitsWidth = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test('staff moves a coin pack to the ゴミ箱: it leaves /point/; 元に戻す brings it back', { tag: '@phone' }, async ({ page, members }) => {
  await signInAsStaff(page, members, '/staff/item/');
  const productId = `coin_e2e${unique()}`;
  const created = await postApi(page, '/api/staff/v1/coin-packs/', { product_id: productId, price_yen: 2400, coins: 2400, bonus_coins: 240, starts_at: jstLocal(-5), ends_at: null, position: 9 });
  expect(created.status()).toBe(200);
  const offered = (p: Page) => p.locator('label.purchase__pack').filter({ has: p.locator(`input[value="${productId}"]`) });
  await page.goto('/point/');
  await expect(offered(page)).toContainText('2,400');

  await page.goto('/staff/item/');
  await hydrated(page);
  const row = page.locator(`tr[data-coin-pack-row="${productId}"]`);
  await row.getByRole('button', { name: `コインパック「${productId}」をゴミ箱へ` }).click();
  await expect(page.getByText(`「${productId}」をゴミ箱に移しました。元に戻すまで公開されません。`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const trash = page.getByRole('region', { name: 'コインパックのゴミ箱' });
  const trashed = trash.locator('tr', { hasText: productId });
  await expect(trashed).toContainText('(JST)');
  await trashed.scrollIntoViewIfNeeded();
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('staff-coin-pack-trashed.png') });

  await page.goto('/point/');
  await expect(page.locator('label.purchase__pack').first()).toBeVisible();
  await expect(offered(page)).toHaveCount(0);

  await page.goto('/staff/item/');
  await hydrated(page);
  await page.getByRole('region', { name: 'コインパックのゴミ箱' }).getByRole('button', { name: `コインパック「${productId}」を元に戻す` }).click();
  await expect(page.getByText(`「${productId}」を元に戻しました。`)).toBeVisible();
  await expect(page.locator(`tr[data-coin-pack-row="${productId}"]`)).toContainText('販売中');
  await page.locator(`tr[data-coin-pack-row="${productId}"]`).getByRole('button', { name: /の変更履歴$/ }).click();
  await expect(page.locator('.staff-audit__entry')).toHaveCount(3);

  await page.goto('/point/');
  await expect(offered(page)).toContainText('2,400');
  await offered(page).scrollIntoViewIfNeeded();
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('point-pack-restored.png') });
});

test('staff keeps a coin pack change as a draft (下書き保存): /point/ is unchanged until it is published from its panel', { tag: '@phone' }, async ({ page, members }) => {
  await signInAsStaff(page, members, '/staff/item/');
  const productId = `coin_e2e${unique()}`;
  const created = await postApi(page, '/api/staff/v1/coin-packs/', { product_id: productId, price_yen: 2600, coins: 2600, bonus_coins: 260, starts_at: jstLocal(-5), ends_at: null, position: 9 });
  expect(created.status()).toBe(200);
  const packId = ((await created.json()) as { coinPack: { id: number } }).coinPack.id;
  await page.goto('/staff/item/');
  await hydrated(page);
  await page.locator(`tr[data-coin-pack-row="${productId}"]`).getByRole('button', { name: `コインパック「${productId}」を編集` }).click();
  await page.getByLabel('ボーナスコイン（枚）').fill('520');
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page.getByText(/下書きを保存しました（下書き #\d+）。公開はされていません。/)).toBeVisible();
  const panel = page.locator('.staff-draft').filter({ hasText: `（コインパック #${packId}）` });
  await expect(panel.getByRole('row', { name: 'ボーナスコイン 260 520' })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('staff-coin-pack-draft.png') });

  const offered = (p: Page) => p.locator('label.purchase__pack').filter({ has: p.locator(`input[value="${productId}"]`) });
  const point = await page.context().newPage();
  await point.goto('/point/');
  await expect(offered(point)).toContainText('260');

  await panel.getByRole('button', { name: '今すぐ公開する' }).click();
  await expect(panel.getByRole('status')).toContainText(/公開しました（第2版）/);
  await expect(page.locator(`tr[data-coin-pack-row="${productId}"]`)).toContainText('＋ボーナス520枚');
  await point.reload();
  await expect(offered(point)).toContainText('520');
  await point.close();
});
