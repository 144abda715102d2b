/**
 * The drawer closes when the window becomes as wide as the desktop layout, once the resizing has
 * settled (spec §9: resize debounce 200 ms): real Chromium viewport changes, fake timers.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RESIZE_DEBOUNCE_MS } from '../../state/constants.ts';
import { NavDrawer } from './NavDrawer.tsx';

const ITEMS = [
  { label: 'トップ', href: '/', routeName: 'index' },
  { label: 'ランキング', href: '/book/ranking/', routeName: 'book-ranking' },
];

// The drawer's button shows under 1264 px where scripts run (html.js, set by head-flags.ts on pages).
beforeEach(() => {
  document.documentElement.classList.add('js');
});
afterEach(async () => {
  vi.useRealTimers();
  document.documentElement.classList.remove('js');
  await page.viewport(414, 896);
});

const drawer = () => document.getElementById('nav-drawer') as HTMLDialogElement;
/** The next frames (not faked): the resize event of a viewport change fires with a frame, React commits after it. */
const frames = async () => {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
};

test('widened to the desktop layout, the open drawer closes 200 ms after the last resize', async () => {
  await page.viewport(375, 667);
  await render(<NavDrawer items={ITEMS} />);
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  expect(drawer().open).toBe(true);

  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await page.viewport(900, 700);
  await page.viewport(1280, 800);
  await frames();
  await vi.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS - 1);
  await frames();
  expect(drawer().open).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  await frames();
  expect(drawer().open).toBe(false);
});

test('resized within the phone layout, it stays open', async () => {
  await page.viewport(375, 667);
  await render(<NavDrawer items={ITEMS} />);
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await page.viewport(667, 375);
  await frames();
  await vi.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS * 2);
  await frames();
  expect(drawer().open).toBe(true);
});
