import { log as processLog } from '../log/logger.ts';

/**
 * A periodic job inside the server process: runs `work` every `everyMs`, never two runs at once
 * (the next run is scheduled when the previous one ends), failures logged and retried at the next
 * tick. Timers are unref'd so a job never keeps the process alive; `stop()` waits for a run in flight.
 * Every process runs its own copy: work that must run once across processes is a PeriodicJob of
 * job-runner.ts instead (decision 042).
 */
export type IntervalJob = { readonly name: string; runNow(): Promise<void>; stop(): Promise<void> };

export function startIntervalJob(
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
  options: { runAtStart?: boolean; log?: (message: string, error?: unknown) => void } = {},
): IntervalJob {
  if (!Number.isFinite(everyMs) || everyMs <= 0) throw new Error(`job ${name}: interval must be positive, got ${everyMs}`);
  const log = options.log ?? ((message, error) => processLog.error({ err: error }, message));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = (): Promise<void> => {
    running ??= (async () => {
      try {
        await work();
      } catch (error) {
        log(`[job] ${name} failed`, error);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void run().then(schedule), everyMs);
    timer.unref?.();
  };

  if (options.runAtStart) void run().then(schedule);
  else schedule();

  return {
    name,
    runNow: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
