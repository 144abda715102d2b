import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { startCircle, startLoading, stopCircle, stopLoading } from '../state/loading-store.ts';
import { resetModals, showError } from '../state/modal-store.ts';
import { clearSnackbars, showSnackbar } from '../state/snackbar-store.ts';
import { ClientShell } from './ClientShell.tsx';

afterEach(() => {
  stopLoading();
  stopCircle();
  resetModals();
  clearSnackbars();
});

test('marks the document hydrated', async () => {
  delete document.documentElement.dataset.hydrated;
  await render(<ClientShell />);
  await expect.poll(() => document.documentElement.dataset.hydrated).toBe('true');
});

test('renders modals, the snackbar and the loading indicators from the stores', async () => {
  await render(<ClientShell />);

  startLoading();
  await expect.element(page.getByRole('progressbar', { name: '読み込み中' })).toBeVisible();
  stopLoading();
  await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument();

  startCircle(300);
  await expect.element(page.getByTestId('loading-circle')).toBeVisible();
  await expect.element(page.getByTestId('loading-circle'), { timeout: 2000 }).not.toBeInTheDocument();

  showSnackbar('お気に入りに追加しました');
  await expect.element(page.getByText('お気に入りに追加しました')).toBeVisible();

  showError({ message: 'サーバーへの接続に失敗しました。再読み込みしてください。' });
  await expect.element(page.getByRole('dialog', { name: 'エラー' })).toBeVisible();
});
