import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ShelfItemMenu } from './ShelfItemMenu.tsx';

const base = { titleCode: 'YB000017', titleName: 'クリムゾンエッジ', continueHref: '/bv/t/YB000017/v/1/s/3/p/5/' };

test('the "…" button opens the sheet with the title and its links; Escape closes it', async () => {
  await render(<ShelfItemMenu {...base} isFavorite={false} send={async () => ({ success: true })} />);
  await page.getByRole('button', { name: 'クリムゾンエッジのメニュー' }).click();
  const sheet = page.getByRole('dialog', { name: 'クリムゾンエッジ' });
  await expect.element(sheet).toBeVisible();
  await expect.element(sheet.getByRole('link', { name: '作品ページへ' })).toHaveAttribute('href', '/book/title/YB000017/');
  await expect.element(sheet.getByRole('link', { name: '続きを読む' })).toHaveAttribute('href', base.continueHref);
  await expect.element(sheet.getByRole('button', { name: 'お気に入り解除' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await expect.element(sheet).not.toBeInTheDocument();
});

test('お気に入り解除 sends the removal for this title, closes the sheet and refreshes the shelf', async () => {
  const sent: string[] = [];
  let refreshed = 0;
  await render(<ShelfItemMenu {...base} isFavorite send={async (code) => (sent.push(code), { success: true })} onRemoved={() => refreshed++} />);
  await page.getByRole('button', { name: 'クリムゾンエッジのメニュー' }).click();
  await page.getByRole('button', { name: 'お気に入り解除' }).click();
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toEqual(['YB000017']);
  expect(refreshed).toBe(1);
});

test('a refused removal keeps the sheet open with the server’s reason', async () => {
  let refreshed = 0;
  await render(<ShelfItemMenu {...base} isFavorite send={async () => ({ success: false, message: { content: '作品が見つかりません。' } })} onRemoved={() => refreshed++} />);
  await page.getByRole('button', { name: 'クリムゾンエッジのメニュー' }).click();
  await page.getByRole('button', { name: 'お気に入り解除' }).click();
  await expect.element(page.getByRole('alert')).toHaveTextContent('作品が見つかりません。');
  await expect.element(page.getByRole('button', { name: 'お気に入り解除' })).toBeEnabled();
  expect(refreshed).toBe(0);
});

test('a network failure says so in Japanese', async () => {
  await render(<ShelfItemMenu {...base} isFavorite send={() => Promise.reject(new TypeError('Failed to fetch'))} onRemoved={() => undefined} />);
  await page.getByRole('button', { name: 'クリムゾンエッジのメニュー' }).click();
  await page.getByRole('button', { name: 'お気に入り解除' }).click();
  await expect.element(page.getByRole('alert')).toHaveTextContent('お気に入りを解除できませんでした。');
});
