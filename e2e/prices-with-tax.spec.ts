/** 総額表示 (issue 18 item 7, decision 054): every yen price is the total with consumption tax, written with 税込. */
import { expect, test } from './fixtures.ts';

test('coin packs and the premium plan on /point/ and on the legal page show tax-included prices', async ({ page, member: _member }) => {
  await page.goto('/point/');
  // The six packs of the demo and the plan (e2e/staff-coupons.spec.ts adds packs of its own, coin_e2e…).
  const prices = page.locator('label.purchase__pack:not(:has(input[value^="coin_e2e"])) .purchase__pack-price');
  await expect(prices).toHaveCount(7);
  for (const text of await page.locator('.purchase__pack-price').allTextContents()) expect(text).toMatch(/^(月額)?¥[\d,]+（税込）$/);
  for (const text of await prices.allTextContents()) expect(text).toMatch(/^(月額)?¥[\d,]+（税込）$/);
  await expect(prices.first()).toHaveText('¥120（税込）');
  await expect(prices.last()).toHaveText('月額¥550（税込）');

  await page.goto('/legal/');
  await expect(page.getByText('1,000コイン：¥1,000（税込）（ボーナス30コイン付き）')).toBeVisible();
  await expect(page.getByText('読み場プレミアム（月額）：月額¥550（税込）')).toBeVisible();
  await expect(page.getByText(/コイン：\d+円$/)).toHaveCount(0);
});
