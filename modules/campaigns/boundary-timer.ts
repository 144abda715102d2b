/**
 * Wakes up at each campaign boundary (a start or an end) and calls `onBoundary`, so the caches in front
 * of campaign pages, cards and lists are dropped the moment what they show changes, not a TTL later.
 * It looks again at least every `maxWaitMs` (staff may add a campaign whose boundary is sooner).
 * `now` and `schedule` are injectable so tests move the clock instead of waiting.
 */
export type BoundaryTimerOptions = {
  nextBoundary: (after: Date) => Promise<Date | null>;
  onBoundary: () => void;
  now?: () => Date;
  schedule?: (run: () => void, delayMs: number) => () => void;
  maxWaitMs?: number;
  onError?: (error: unknown) => void;
};

const defaultSchedule = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  timer.unref?.();
  return () => clearTimeout(timer);
};

export function createBoundaryTimer(options: BoundaryTimerOptions) {
  const now = options.now ?? (() => new Date());
  const schedule = options.schedule ?? defaultSchedule;
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  let cancel: (() => void) | null = null;
  let stopped = false;
  // When the last plan was made: a boundary after it and not after now has passed since (even one added later).
  let since = now();

  const next = async (after: Date) => {
    try {
      return await options.nextBoundary(after);
    } catch (error) {
      options.onError?.(error);
      return null;
    }
  };

  async function plan(): Promise<void> {
    if (stopped) return;
    since = now();
    const pending = await next(since);
    if (stopped) return;
    const wait = pending ? Math.min(Math.max(pending.getTime() - now().getTime(), 0), maxWaitMs) : maxWaitMs;
    cancel = schedule(() => void tick(), wait);
  }

  async function tick(): Promise<void> {
    const passed = await next(since);
    if (passed && passed.getTime() <= now().getTime()) options.onBoundary();
    await plan();
  }

  return {
    start: () => plan(),
    stop() {
      stopped = true;
      cancel?.();
    },
  };
}
