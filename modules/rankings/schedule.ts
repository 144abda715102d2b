import type { RankingRefresh } from './refresh.ts';

/** Refresh interval of the rankings in the server (RANKINGS_REFRESH_MS, default 10 minutes; 0 turns the schedule off). */
export const rankingRefreshMs = () => {
  const value = Number(process.env.RANKINGS_REFRESH_MS ?? 10 * 60_000);
  return Number.isFinite(value) && value >= 0 ? value : 10 * 60_000;
};

/**
 * Runs the refresh now and then every `intervalMs`, never two at once in this process (other
 * processes take turns on the job's advisory lock). Returns the first run (it never rejects: a failure
 * is logged and the next interval tries again) and a stop function. The timer does not keep the process alive.
 */
export function startRankingSchedule(refresh: RankingRefresh, intervalMs: number, log: (message: string) => void = console.log): { first: Promise<void>; stop: () => void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await refresh();
      log(`[rankings] ${result.rows} rows in ${result.durationMs} ms`);
    } catch (error) {
      log(`[rankings] refresh failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const first = run();
  if (intervalMs <= 0) return { first, stop: () => undefined };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
