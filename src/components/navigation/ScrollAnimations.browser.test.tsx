/**
 * The site's own scrolls on a page (spec §9: 500 ms scroll animation) in real Chromium, on the real
 * clock: an in-page link glides to its section, "ページの先頭へ" appears past 300 px and glides back to
 * the top; with prefers-reduced-motion both are immediate.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SCROLL_ANIMATION_MS } from '../../state/constants.ts';
import { BACK_TO_TOP_LABEL, ScrollAnimations } from './ScrollAnimations.tsx';

const startPath = location.pathname + location.search;

beforeEach(() => {
  window.scrollTo({ top: 0, behavior: 'instant' });
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(window.history.state, '', startPath);
});

function Page() {
  return (
    <main className="site-main">
      <h1>ヘルプ</h1>
      <nav>
        <a href="#billing">お支払いについて</a>
      </nav>
      <div style={{ height: '3000px' }} />
      <section id="billing" style={{ scrollMarginTop: '100px', height: '3000px' }}>
        <h2>お支払い</h2>
      </section>
    </main>
  );
}

const reduceMotion = () => {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => (query.includes('prefers-reduced-motion') ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList) : matchMedia(query)));
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sectionTop = () => Math.round(document.getElementById('billing')!.getBoundingClientRect().top + window.scrollY - 100);

test('an in-page link glides to its section over 500 ms, leaving its scroll margin; the section then has the focus and the address its fragment', async () => {
  await render(
    <>
      <Page />
      <ScrollAnimations />
    </>,
  );
  const target = sectionTop();
  const started = performance.now();
  await page.getByRole('link', { name: 'お支払いについて' }).click();
  expect(location.hash).toBe('#billing');
  await sleep(SCROLL_ANIMATION_MS / 2 - 50);
  // On its way, neither where it started nor there yet.
  expect(window.scrollY).toBeGreaterThan(0);
  expect(window.scrollY).toBeLessThan(target);
  await expect.poll(() => Math.round(window.scrollY)).toBe(target);
  expect(performance.now() - started).toBeGreaterThanOrEqual(SCROLL_ANIMATION_MS - 20);
  await expect.poll(() => document.activeElement?.id).toBe('billing');
});

test('ページの先頭へ shows once the page is past 300 px and glides back to the top, where the heading has the focus', async () => {
  await render(
    <>
      <Page />
      <ScrollAnimations />
    </>,
  );
  const button = page.getByRole('button', { name: BACK_TO_TOP_LABEL });
  window.scrollTo({ top: 250, behavior: 'instant' });
  await sleep(100);
  expect(button.query()).toBeNull();
  window.scrollTo({ top: 2400, behavior: 'instant' });
  await expect.element(button).toBeVisible();
  await button.click();
  await sleep(SCROLL_ANIMATION_MS / 2 - 50);
  expect(window.scrollY).toBeGreaterThan(0);
  expect(window.scrollY).toBeLessThan(2400);
  await expect.poll(() => window.scrollY).toBe(0);
  await expect.poll(() => document.activeElement?.tagName).toBe('H1');
  // Back at the top: the button is gone.
  await expect.poll(() => button.query()).toBeNull();
});

test('with prefers-reduced-motion both scrolls are immediate', async () => {
  reduceMotion();
  await render(
    <>
      <Page />
      <ScrollAnimations />
    </>,
  );
  await page.getByRole('link', { name: 'お支払いについて' }).click();
  expect(Math.round(window.scrollY)).toBe(sectionTop());
  await page.getByRole('button', { name: BACK_TO_TOP_LABEL }).click();
  expect(window.scrollY).toBe(0);
});

test('a fragment with no element is left to the browser', async () => {
  await render(
    <>
      <a href="#nowhere">どこでもない</a>
      <ScrollAnimations />
    </>,
  );
  const seen: boolean[] = [];
  window.addEventListener('click', (event) => seen.push(event.defaultPrevented), { once: true });
  await page.getByRole('link', { name: 'どこでもない' }).click();
  // No element with that id: the browser's own fragment navigation.
  expect(seen).toEqual([false]);
});
