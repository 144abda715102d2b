import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

test.describe('site notices', () => {
  test('/info/ lists the notices newest first in the server HTML; a notice opens and fits the screen; an unknown one answers 404', { tag: '@phone' }, async ({ page, request }) => {
    const html = await (await request.get('/info/')).text();
    expect(html).toContain('<h1 class="static-page__title">お知らせ</h1>');
    expect(html).toContain('決済システムメンテナンスのお知らせ');
    expect(html).not.toContain('class="notice-unread"');
    const dates = [...html.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => Date.parse(m[1]!));
    expect(dates.length).toBeGreaterThanOrEqual(8);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    await page.goto('/info/');
    await page.getByRole('link', { name: /新規会員登録で100ポイントプレゼント/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '新規会員登録で100ポイントプレゼント' })).toBeVisible();
    await expect(page.getByText('ポイントの有効期限は付与日から90日間です。')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    expect((await request.get('/info/99999999/')).status()).toBe(404);
    expect((await request.get('/info/abc/')).status()).toBe(404);
  });

  // The `noticeId` route guard (src/server/route-guards.ts) answers it before Waku renders the page.
  test('an unknown notice shows the not-found screen', async ({ page }) => {
    const missing = await page.goto('/info/99999999/');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
  });

  // /message/ sends visitors to sign in first: deploy/production-pages.test.ts.
});

test.describe('members', () => {
  // That the sign-up form's consent is the agreement to the current terms: e2e/account-journey.spec.ts and src/server/sign-up-terms.test.ts.
  test('a new member who agreed to the current terms is asked no confirmation; notices they open stop counting as unread', async ({ page, member: _member }) => {
    await page.goto('/info/');
    await hydrated(page);
    expect((await (await page.request.get('/api/v1/initialize/')).json()).term).toBeNull();
    await page.reload();
    await hydrated(page);
    const unreadBefore = (await (await page.request.get('/api/v1/initialize/')).json()).user.unreadInfoCount;
    expect(unreadBefore).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const first = page.locator('.notice-list__link').first();
    await expect(first.locator('.notice-unread')).toHaveText('未読');
    const href = (await first.getAttribute('href'))!;
    await first.click();
    // A client-side navigation (decision 059). The notice's own page (its date line) is rendered once the
    // server has recorded the read: leaving before it is there would abort that render.
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('.notice-detail__meta')).toBeVisible();
    await page.goto('/info/');
    await expect(page.locator('.notice-list__link').first().locator('.notice-unread')).toHaveCount(0);
    const after = (await (await page.request.get('/api/v1/initialize/')).json()).user;
    expect(after).toMatchObject({ unreadInfoCount: unreadBefore - 1, isAgreedTerms: true, isAgreedPrivacy: true });
  });

  test('/message/ shows the member their (empty) message box', async ({ page, member: _member }) => {
    const response = await page.goto('/message/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'メッセージ' })).toBeVisible();
    await expect(page.getByText('メッセージはありません。', { exact: true })).toBeVisible();
  });
});
