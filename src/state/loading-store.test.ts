import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { CIRCLE_LOADING_TIMEOUT_MS, LOADING_TIMEOUT_MS } from './constants.ts';
import { loadingState, startCircle, startLoading, stopCircle, stopLoading, withLoading } from './loading-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
  stopLoading();
  stopCircle();
});

afterEach(() => {
  stopLoading();
  stopCircle();
  vi.useRealTimers();
});

test('spec timings: 10 s and 1 s', () => {
  expect(LOADING_TIMEOUT_MS).toBe(10_000);
  expect(CIRCLE_LOADING_TIMEOUT_MS).toBe(1_000);
});

test('general loading resets itself after 10 s', () => {
  startLoading();
  expect(loadingState.loading).toBe(true);
  vi.advanceTimersByTime(9_999);
  expect(loadingState.loading).toBe(true);
  vi.advanceTimersByTime(1);
  expect(loadingState.loading).toBe(false);
});

test('circle loading resets itself after 1 s', () => {
  startCircle();
  expect(loadingState.circle).toBe(true);
  vi.advanceTimersByTime(999);
  expect(loadingState.circle).toBe(true);
  vi.advanceTimersByTime(1);
  expect(loadingState.circle).toBe(false);
});

test('the two indicators are independent', () => {
  startLoading();
  startCircle();
  stopCircle();
  expect(loadingState).toMatchObject({ loading: true, circle: false });
  stopLoading();
  expect(loadingState).toMatchObject({ loading: false, circle: false });
});

test('stopping clears the timer and starting again restarts it', () => {
  startLoading();
  vi.advanceTimersByTime(6_000);
  startLoading();
  vi.advanceTimersByTime(6_000);
  expect(loadingState.loading).toBe(true);
  stopLoading();
  expect(vi.getTimerCount()).toBe(0);

  startCircle();
  stopCircle();
  expect(vi.getTimerCount()).toBe(0);
  expect(loadingState.circle).toBe(false);
});

test('a stale timer does not stop a later loading', () => {
  startCircle();
  stopCircle();
  startCircle(5_000);
  vi.advanceTimersByTime(1_000);
  expect(loadingState.circle).toBe(true);
  vi.advanceTimersByTime(4_000);
  expect(loadingState.circle).toBe(false);
});

test('withLoading turns the indicator off when the task settles, also on failure', async () => {
  const result = withLoading(async () => {
    expect(loadingState.loading).toBe(true);
    return 42;
  });
  await expect(result).resolves.toBe(42);
  expect(loadingState.loading).toBe(false);

  await expect(
    withLoading(async () => {
      throw new Error('失敗');
    }),
  ).rejects.toThrow('失敗');
  expect(loadingState.loading).toBe(false);
});
