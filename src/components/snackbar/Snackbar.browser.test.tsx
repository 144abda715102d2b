import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ERROR_MESSAGES } from '../../state/constants.ts';
import { clearSnackbars, showErrorSnackbar, showSnackbar, snackbarState } from '../../state/snackbar-store.ts';
import { Snackbar } from './Snackbar.tsx';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Renders the snackbar and parks the pointer in a corner: a pointer resting where the snackbar
 * appears (say after clicking a previous snackbar's button) would hold its timer.
 */
async function renderSnackbar() {
  const screen = await render(
    <>
      <div data-testid="parking" style={{ position: 'fixed', top: 0, left: 0, width: 8, height: 8 }} />
      <Snackbar />
    </>,
  );
  await userEvent.hover(page.getByTestId('parking'));
  return screen;
}

beforeEach(() => {
  clearSnackbars();
});

afterEach(() => {
  vi.useRealTimers();
  clearSnackbars();
});

test('shows the message inside a polite live region', async () => {
  await renderSnackbar();
  const region = page.getByRole('status');
  await expect.element(region).toBeInTheDocument();
  await expect.element(region).toHaveAttribute('aria-live', 'polite');

  showSnackbar('お気に入りに追加しました');
  await expect.element(region.getByText('お気に入りに追加しました')).toBeVisible();
});

test('is bottom-centred', async () => {
  await page.viewport(1280, 800);
  await renderSnackbar();
  showSnackbar('お気に入りに追加しました');
  const bar = page.getByTestId('snackbar');
  await expect.element(bar).toBeVisible();
  await sleep(400); // entry animation
  const rect = (bar.element() as HTMLElement).getBoundingClientRect();
  expect(Math.abs(rect.left + rect.width / 2 - 640)).toBeLessThanOrEqual(2);
  expect(800 - rect.bottom).toBeLessThanOrEqual(32);
});

test('hides itself after its timeout', async () => {
  await renderSnackbar();
  showSnackbar({ message: '本棚に追加しました', timeout: 400 });
  const text = page.getByText('本棚に追加しました');
  await expect.element(text).toBeVisible();
  await sleep(150);
  await expect.element(text).toBeVisible();
  await expect.element(text, { timeout: 2000 }).not.toBeInTheDocument();
  expect(snackbarState.current).toBeNull();
});

test('the default timeout is 5000 ms (fake timers)', async () => {
  await renderSnackbar();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  showSnackbar('お気に入りに追加しました');
  const text = page.getByText('お気に入りに追加しました');
  await expect.element(text).toBeVisible();

  await vi.advanceTimersByTimeAsync(4900);
  await expect.element(text).toBeVisible();
  await vi.advanceTimersByTimeAsync(200);
  await expect.element(text).not.toBeInTheDocument();
});

test('queued messages follow one another', async () => {
  await renderSnackbar();
  showSnackbar({ message: '1件目のお知らせ', timeout: 600 });
  showSnackbar({ message: '2件目のお知らせ', timeout: 600 });
  await expect.element(page.getByText('1件目のお知らせ')).toBeVisible();
  await expect.element(page.getByText('2件目のお知らせ')).not.toBeInTheDocument();
  await expect.element(page.getByText('2件目のお知らせ'), { timeout: 2000 }).toBeVisible();
  await expect.element(page.getByText('1件目のお知らせ')).not.toBeInTheDocument();
  await expect.element(page.getByText('2件目のお知らせ'), { timeout: 2000 }).not.toBeInTheDocument();
});

test('the action button runs the action and hides the snackbar', async () => {
  await renderSnackbar();
  const action = vi.fn();
  showSnackbar({ message: '本棚から削除しました', actionMessage: '元に戻す', actionFunction: action });
  await userEvent.click(page.getByRole('button', { name: '元に戻す' }));
  expect(action).toHaveBeenCalledTimes(1);
  await expect.element(page.getByText('本棚から削除しました')).not.toBeInTheDocument();
});

test('the error snackbar has the dark blue background and a 10000 ms timeout', async () => {
  await renderSnackbar();
  showErrorSnackbar(ERROR_MESSAGES.requestTimeout);
  const bar = page.getByTestId('snackbar');
  await expect.element(bar).toHaveTextContent(ERROR_MESSAGES.requestTimeout);
  expect(getComputedStyle(bar.element()).backgroundColor).toBe('rgb(20, 48, 95)');
  expect(snackbarState.current?.timeout).toBe(10_000);
});

test('a custom background colour is used; the default one is the neutral theme colour', async () => {
  await renderSnackbar();
  showSnackbar({ message: 'クーポンを獲得しました', backgroundColor: '#63c8c7', timeout: 400 });
  const bar = page.getByTestId('snackbar');
  await expect.element(bar).toHaveTextContent('クーポンを獲得しました');
  expect(getComputedStyle(bar.element()).backgroundColor).toBe('rgb(99, 200, 199)');

  showSnackbar('お気に入りに追加しました');
  await expect.element(bar, { timeout: 2000 }).toHaveTextContent('お気に入りに追加しました');
  expect(getComputedStyle(bar.element()).backgroundColor).toBe('rgb(50, 50, 50)');
});

test('the timer pauses while the pointer is over the snackbar', async () => {
  await renderSnackbar();
  showSnackbar({ message: 'お気に入りに追加しました', timeout: 500 });
  const bar = page.getByTestId('snackbar');
  await userEvent.hover(bar);
  await sleep(800);
  await expect.element(bar).toBeVisible();
  await userEvent.unhover(bar);
  await expect.element(bar, { timeout: 2000 }).not.toBeInTheDocument();
});

test('a snackbar without a timeout stays and offers 閉じる', async () => {
  await renderSnackbar();
  showSnackbar({ message: ERROR_MESSAGES.network, timeout: 0 });
  await sleep(300);
  await expect.element(page.getByText(ERROR_MESSAGES.network)).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: '閉じる' }));
  await expect.element(page.getByText(ERROR_MESSAGES.network)).not.toBeInTheDocument();
});
