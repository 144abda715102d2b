import { afterEach, beforeEach, expect, test, vi, type MockInstance } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { ExportBatchView } from '#modules/affiliate/client.ts';
import { ZenginExportPanel } from './ZenginExportPanel';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const monday: ExportBatchView = { id: 1, createdAt: '2026-11-30T01:00:00.000Z', createdBy: 7, transferCount: 2, totalAmount: 3060, transferDate: '2026-11-30' };
const tuesday: ExportBatchView = { id: 2, createdAt: '2026-12-01T01:30:00.000Z', createdBy: 7, transferCount: 1, totalAmount: 2780, transferDate: '2026-12-01' };

let fetchSpy: MockInstance<typeof fetch>;
let clickSpy: MockInstance<HTMLAnchorElement['click']>;
let saved: { name: string; bytes: number[] }[];
beforeEach(() => {
  document.cookie = 'yomiba_csrf=browser-test-token; path=/';
  saved = [];
  // The download itself: the object URL's bytes and the name, without leaving the test page.
  clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const { download, href } = this;
    void fetch(href).then(async (r) => saved.push({ name: download, bytes: [...new Uint8Array(await r.arrayBuffer())] }));
  });
});
afterEach(() => {
  fetchSpy?.mockRestore();
  clickSpy.mockRestore();
  document.cookie = 'yomiba_csrf=; Max-Age=0; path=/';
});

test('全銀ファイルを作成 POSTs with the CSRF token, saves the Shift_JIS bytes under the given name, and lists the new batch', async () => {
  const calls: { url: string; method: string; csrf: string | null }[] = [];
  const realFetch = window.fetch.bind(window);
  fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.protocol === 'blob:') return realFetch(input, init);
    calls.push({ url: url.pathname, method: request.method, csrf: request.headers.get('X-CSRF-Token') });
    if (url.pathname === '/api/staff/v1/transfer/export/' && request.method === 'POST')
      return new Response(new Uint8Array([0x31, 0xb1, 0xdf, 0x0d, 0x0a]), { headers: { 'Content-Type': 'text/plain; charset=Shift_JIS', 'Content-Disposition': 'attachment; filename="zengin-20261201-2.txt"', 'X-Batch-Id': '2', 'X-Transfer-Count': '1' } });
    if (url.pathname === '/api/staff/v1/transfer/batches/') return json({ success: true, batches: [tuesday, monday] });
    return json({ success: false }, 404);
  });
  await render(<ZenginExportPanel batches={[monday]} />);
  await expect.element(page.getByRole('link', { name: '全銀ファイル 1 を再ダウンロード' })).toHaveAttribute('href', '/api/staff/v1/transfer/batches/1/');
  await page.getByRole('button', { name: '全銀ファイルを作成' }).click();
  await expect.element(page.getByRole('status')).toHaveTextContent('全銀ファイルを作成しました（1件）。');
  await expect.element(page.getByRole('link', { name: '全銀ファイル 2 を再ダウンロード' })).toHaveAttribute('href', '/api/staff/v1/transfer/batches/2/');
  await expect.poll(() => saved).toEqual([{ name: 'zengin-20261201-2.txt', bytes: [0x31, 0xb1, 0xdf, 0x0d, 0x0a] }]);
  expect(calls).toEqual([
    { url: '/api/staff/v1/transfer/export/', method: 'POST', csrf: 'browser-test-token' },
    { url: '/api/staff/v1/transfer/batches/', method: 'GET', csrf: null },
  ]);
});

test('nothing left to export: the server\'s message, and no download', async () => {
  fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async () =>
    json({ success: false, message: { content: '全銀ファイルに出力する振込はありません。振込処理中の銀行振込はすべて出力済みです。', label: 'string', level: 'warning' } }, 409),
  );
  await render(<ZenginExportPanel batches={[]} />);
  await expect.element(page.getByText('作成済みの全銀ファイルはありません。')).toBeVisible();
  await page.getByRole('button', { name: '全銀ファイルを作成' }).click();
  await expect.element(page.getByRole('alert')).toHaveTextContent('全銀ファイルに出力する振込はありません。振込処理中の銀行振込はすべて出力済みです。');
  expect(clickSpy).not.toHaveBeenCalled();
});
