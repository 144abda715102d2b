import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const INITIALIZE = '**/api/v1/initialize/';

async function initializeAnswering(page: Page, body: Record<string, unknown>) {
  const real = await (await page.request.get('/api/v1/initialize/')).json();
  await page.route(INITIALIZE, (route) => route.fulfill({ json: { ...real, ...body } }));
}

test.describe('the error catalogue in the browser', () => {
  test('a request held past 15 s shows the timeout snackbar and logs a client error', async ({ page }) => {
    // The page's own clock: the 15 s pass at once (time otherwise runs on as usual).
    await page.clock.install();
    await page.route(INITIALIZE, () => {
      // Never answered: the client gives up after 15000 ms.
    });
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/initialize/'));
    await page.goto('/');
    await sent;
    const snackbar = page.getByText('通信エラーが発生しました。表示に不具合がある可能性があるので再読み込みをお願いします。');
    // Not yet after 10 s (whatever real time passes meanwhile, well under 5 s); shown once 16 s have passed.
    await page.clock.fastForward(10_000);
    await expect(snackbar).toHaveCount(0);
    await page.clock.fastForward(6_000);
    await expect(snackbar).toBeVisible();
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: { event: string; kind?: string }[] }).dataLayer ?? []);
    expect(events.some((e) => e.event === 'client_error' && e.kind === 'timeout')).toBe(true);
  });

  test('a network failure or a 504 says so', async ({ page }) => {
    await page.route(INITIALIZE, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.getByText('ネットワークエラー。通信環境をご確認ください。')).toBeVisible();

    await page.unroute(INITIALIZE);
    await page.route(INITIALIZE, (route) => route.fulfill({ status: 504, body: 'Gateway Timeout' }));
    await page.reload();
    await expect(page.getByText('ネットワークエラー。通信環境をご確認ください。')).toBeVisible();
  });

  test('any other failure asks for a reload', async ({ page }) => {
    await page.route(INITIALIZE, (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto('/');
    await expect(page.getByText('サーバーへの接続に失敗しました。再読み込みしてください。')).toBeVisible();
  });

  test('server messages: string → snackbar, modal → error modal, notfound → not-found screen, redirect → new page', async ({ page }) => {
    await initializeAnswering(page, { message: { content: '本日メンテナンスを行います。', label: 'string', level: 'info' } });
    await page.goto('/');
    await expect(page.getByRole('status').getByText('本日メンテナンスを行います。')).toBeVisible();

    await page.unroute(INITIALIZE);
    await initializeAnswering(page, { message: { content: 'この操作はできません。', label: 'modal', level: 'error' } });
    await page.reload();
    await expect(page.getByRole('dialog').getByText('この操作はできません。')).toBeVisible();

    await page.unroute(INITIALIZE);
    await initializeAnswering(page, { message: { content: '見つかりません', label: 'notfound', level: 'warning' } });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();

    await page.unroute(INITIALIZE);
    await initializeAnswering(page, { message: { content: '/faq/', label: 'redirect', level: 'info' } });
    await page.reload();
    await expect(page).toHaveURL(/\/faq\/$/);
  });
});
