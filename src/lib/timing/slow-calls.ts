/**
 * The circle loading indicator for slow API calls (spec §4 "Other state", §9; issue 18 item 4): a call
 * still running after `SLOW_CALL_MS` shows the circle; it hides when the last slow call settles, and
 * resets itself after CIRCLE_LOADING_TIMEOUT_MS (1 s) anyway, restarted while calls are still running.
 */
import { CIRCLE_LOADING_TIMEOUT_MS } from '../../state/constants.ts';

/** A call that takes longer than this is slow: the circle shows (quick calls never flash it). */
export const SLOW_CALL_MS = 400;

export type CircleControls = { start(timeoutMs: number): void; stop(): void };

/** A fetch that drives the circle: `controls` are the loading store's startCircle / stopCircle. */
export function withSlowCallIndicator(fetchImpl: typeof fetch, controls: CircleControls, slowMs = SLOW_CALL_MS): typeof fetch {
  let slow = 0;
  let refresh: ReturnType<typeof setInterval> | undefined;
  return async (input, init) => {
    let counted = false;
    const timer = setTimeout(() => {
      counted = true;
      slow += 1;
      controls.start(CIRCLE_LOADING_TIMEOUT_MS);
      refresh ??= setInterval(() => controls.start(CIRCLE_LOADING_TIMEOUT_MS), CIRCLE_LOADING_TIMEOUT_MS);
    }, slowMs);
    try {
      return await fetchImpl(input, init);
    } finally {
      clearTimeout(timer);
      if (counted) {
        slow -= 1;
        if (slow === 0) {
          clearInterval(refresh);
          refresh = undefined;
          controls.stop();
        }
      }
    }
  };
}
