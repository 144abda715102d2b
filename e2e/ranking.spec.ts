import type { Page } from '@playwright/test';
import { postApi } from './api-member.ts';
import { expect, test } from './fixtures.ts';

const ranks = (page: Page) => page.locator('.ranking-item__rank').allTextContents();
const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => `${from + i}位`);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor pages the ranking, switches kind, basis and list by plain links, and never sees TL/BL', { tag: '@phone' }, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/book/ranking/');
    await expect(page.getByRole('heading', { level: 1, name: '総合人気ランキング（定番）' })).toBeVisible();
    expect(await ranks(page)).toEqual(numbers(1, 20));
    await expect(page.locator('.ranking-item__move').first()).toBeVisible();
    const firstName = await page.locator('.ranking-item__name').first().innerText();
    // Nothing wider than the screen (375 px phone and 1280 px desktop).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('link', { name: '2ページ' }).click();
    await expect(page).toHaveURL(/\/book\/ranking\/\?page=2$/);
    expect(await ranks(page)).toEqual(numbers(21, 20));
    await expect(page.getByRole('link', { name: '2ページ' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: '急上昇' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '総合人気ランキング（急上昇）' })).toBeVisible();
    expect((await ranks(page))[0]).toBe('1位');
    await expect(page.locator('.ranking-item__move--rising').first()).toHaveText('急上昇');
    await expect(page.locator('.ranking-item__meta', { hasText: '先週比 +' }).first()).toBeVisible();

    await page.getByRole('link', { name: '男性向け' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '男性向け人気ランキング（急上昇）' })).toBeVisible();
    for (const genre of await page.locator('.ranking-item__meta:nth-child(3)').allInnerTexts()) expect(genre).toMatch(/^(少年|青年)マンガ/);

    await page.getByRole('link', { name: '売上' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '男性向け売上ランキング（急上昇）' })).toBeVisible();

    // TL and BL are not offered, and asking for them shows the general list.
    await expect(page.locator('.ranking-lists').getByRole('link', { name: 'TL', exact: true })).toHaveCount(0);
    await page.goto('/book/ranking/?list=tl');
    await expect(page.getByRole('heading', { level: 1, name: '総合人気ランキング（定番）' })).toBeVisible();
    await expect(page.locator('.ranking-item__name').first()).toHaveText(firstName);

    // The top page's ranking block is the same monthly views ranking.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const top = page.locator('section', { has: page.getByRole('heading', { name: '人気ランキング' }) });
    await expect(top.locator('.title-card__name').first()).toHaveText(firstName);
  });
});

test('an adult-valid member gets the TL and BL lists with adult titles in them', async ({ page, member: _member }) => {
  await page.goto('/book/ranking/');
  expect((await postApi(page, '/api/user/v1/profile/adult-setting/')).status()).toBe(200);

  await page.goto('/book/ranking/');
  await page.locator('.ranking-lists').getByRole('link', { name: 'TL', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'TL人気ランキング（定番）' })).toBeVisible();
  expect((await ranks(page))[0]).toBe('1位');
  for (const genre of await page.locator('.ranking-item__meta:nth-child(3)').allInnerTexts()) expect(genre).toMatch(/^TL/);
});
