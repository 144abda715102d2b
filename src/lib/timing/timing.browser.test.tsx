/**
 * The spec's client timings (§9) in real Chromium: the data-fetch minimum delay (200 ms) and the resize
 * debounce (200 ms) on fake timers, the scroll animation (500 ms) on the real clock and real frames.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DATA_FETCH_MIN_DELAY_MS, RESIZE_DEBOUNCE_MS, SCROLL_ANIMATION_MS } from '../../state/constants.ts';
import { useDebouncedResize } from './debounce.ts';
import { withMinimumDelay } from './min-delay.ts';
import { animateScrollTo } from './scroll-animation.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Records when a promise settles (and how). */
function watch<T>(promise: Promise<T>) {
  const state: { settled: 'no' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { settled: 'no' };
  promise.then(
    (value) => Object.assign(state, { settled: 'resolved', value }),
    (error: unknown) => Object.assign(state, { settled: 'rejected', error }),
  );
  return state;
}

describe('data-fetch minimum delay', () => {
  test('an answer that came at once is handed over 200 ms after the fetch started, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const result = watch(withMinimumDelay(Promise.resolve('titles')));
    await vi.advanceTimersByTimeAsync(DATA_FETCH_MIN_DELAY_MS - 1);
    expect(result.settled).toBe('no');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ settled: 'resolved', value: 'titles' });
  });

  test('a failure is held as long; a slower answer is not delayed further', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const failed = watch(withMinimumDelay(Promise.reject(new Error('503'))));
    const slow = watch(withMinimumDelay(new Promise((resolve) => setTimeout(() => resolve('late'), 350))));
    await vi.advanceTimersByTimeAsync(199);
    expect(failed.settled).toBe('no');
    await vi.advanceTimersByTimeAsync(1);
    expect(failed.settled).toBe('rejected');
    expect((failed.error as Error).message).toBe('503');
    await vi.advanceTimersByTimeAsync(149);
    expect(slow.settled).toBe('no');
    await vi.advanceTimersByTimeAsync(1);
    expect(slow).toEqual({ settled: 'resolved', value: 'late' });
  });

  test('an aborted fetch rejects at once, without waiting for the minimum', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const controller = new AbortController();
    const result = watch(withMinimumDelay(new Promise(() => {}), DATA_FETCH_MIN_DELAY_MS, controller.signal));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(result.settled).toBe('rejected');
  });
});

describe('resize debounce', () => {
  function Probe({ onResize }: { onResize: () => void }) {
    useDebouncedResize(onResize);
    return null;
  }

  test('a burst of resizes runs the handler once, 200 ms after the last of them', async () => {
    const onResize = vi.fn();
    await render(<Probe onResize={onResize} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (let i = 0; i < 5; i += 1) {
      window.dispatchEvent(new Event('resize'));
      await vi.advanceTimersByTimeAsync(100);
    }
    // 100 ms after the last resize.
    expect(onResize).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS - 101);
    expect(onResize).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onResize).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onResize).toHaveBeenCalledTimes(1);
  });

  test('nothing runs after the component is gone', async () => {
    const onResize = vi.fn();
    const screen = await render(<Probe onResize={onResize} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.dispatchEvent(new Event('resize'));
    await screen.unmount();
    await vi.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS * 2);
    expect(onResize).not.toHaveBeenCalled();
  });
});

describe('scroll animation', () => {
  async function tallPage() {
    return render(<div data-testid="tall" style={{ height: '6000px' }} />);
  }

  test('the window glides to its target over 500 ms: part of the way at half time, there at the end', async () => {
    await tallPage();
    window.scrollTo({ top: 3000, behavior: 'instant' });
    const started = performance.now();
    const done = animateScrollTo(0);
    const samples: number[] = [];
    await new Promise<void>((resolve) => {
      const sample = () => {
        samples.push(window.scrollY);
        if (performance.now() - started < SCROLL_ANIMATION_MS / 2) requestAnimationFrame(sample);
        else resolve();
      };
      requestAnimationFrame(sample);
    });
    const halfway = window.scrollY;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(3000);
    await done;
    const took = performance.now() - started;
    expect(window.scrollY).toBe(0);
    expect(took).toBeGreaterThanOrEqual(SCROLL_ANIMATION_MS - 20);
    // Monotonic: it never goes back.
    expect(samples).toEqual([...samples].sort((a, b) => b - a));
  });

  test('with prefers-reduced-motion the window is moved at once', async () => {
    await tallPage();
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => (query.includes('prefers-reduced-motion') ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList) : matchMedia(query)));
    window.scrollTo({ top: 3000, behavior: 'instant' });
    const pending = animateScrollTo(1000);
    expect(window.scrollY).toBe(1000);
    await pending;
  });

  test("the visitor's own wheel stops it where it is", async () => {
    await tallPage();
    window.scrollTo({ top: 3000, behavior: 'instant' });
    const done = animateScrollTo(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 10 }));
    await done;
    const stoppedAt = window.scrollY;
    expect(stoppedAt).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, SCROLL_ANIMATION_MS));
    expect(window.scrollY).toBe(stoppedAt);
  });
});
