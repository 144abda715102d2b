/**
 * Global loading indicators (spec §4 "Other state"): the general one (a thin top progress bar)
 * resets itself after 10 s, the circle one (a small spinner) after 1 s, so a lost stop call never
 * leaves the page spinning. Starting again restarts the timer. Vanilla valtio, no React.
 */
import { proxy } from 'valtio/vanilla';
import { CIRCLE_LOADING_TIMEOUT_MS, LOADING_TIMEOUT_MS } from './constants.ts';

export interface LoadingState {
  /** General loading: the top progress bar. */
  loading: boolean;
  /** Circle loading: the small spinner. */
  circle: boolean;
}

export const loadingState: LoadingState = proxy<LoadingState>({ loading: false, circle: false });

let loadingTimer: ReturnType<typeof setTimeout> | undefined;
let circleTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows the general indicator; it hides itself after `timeoutMs` (10000 by default). */
export function startLoading(timeoutMs: number = LOADING_TIMEOUT_MS): void {
  clearTimeout(loadingTimer);
  loadingState.loading = true;
  loadingTimer = setTimeout(stopLoading, timeoutMs);
}

export function stopLoading(): void {
  clearTimeout(loadingTimer);
  loadingTimer = undefined;
  loadingState.loading = false;
}

/** Shows the circle indicator; it hides itself after `timeoutMs` (1000 by default). */
export function startCircle(timeoutMs: number = CIRCLE_LOADING_TIMEOUT_MS): void {
  clearTimeout(circleTimer);
  loadingState.circle = true;
  circleTimer = setTimeout(stopCircle, timeoutMs);
}

export function stopCircle(): void {
  clearTimeout(circleTimer);
  circleTimer = undefined;
  loadingState.circle = false;
}

/** Runs `task` with the general indicator on, and turns it off when the task settles. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  startLoading();
  try {
    return await task();
  } finally {
    stopLoading();
  }
}
