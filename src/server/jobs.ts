import { config } from '../../platform/config.ts';
import { startIntervalJob, type IntervalJob } from '../../platform/jobs/interval-job.ts';
import { log as processLog } from '../../platform/log/logger.ts';
import type { Services } from './services.ts';

export type Jobs = {
  jobs: IntervalJob[];
  /** The first runs a server should finish before it answers (the rankings); never rejects. */
  ready: Promise<void>;
};

/**
 * The server's periodic jobs, started once with the process-wide services (JOBS=off leaves them to
 * another process). Each is idempotent, so several server processes may run them side by side (the
 * rankings refresh also takes turns on an advisory lock).
 */
export function startJobs(services: Services, log: (message: string) => void = (message) => processLog.info(message)): Jobs {
  if (!config.jobsEnabled) return { jobs: [], ready: Promise.resolve() };
  // Purchases whose confirmation timed out (and whose webhook never came) are read again from the provider.
  const settle = startIntervalJob('settle pending purchases', config.paymentSettleIntervalMs, () => services.purchases.settlePending());
  const refreshRankings = async () => {
    const result = await services.refreshRankings();
    log(`[rankings] ${result.rows} rows in ${result.durationMs} ms`);
  };
  if (config.rankingRefreshMs === 0) return { jobs: [settle], ready: refreshRankings().catch((error) => log(`[rankings] refresh failed: ${String(error)}`)) };
  const rankings = startIntervalJob('refresh rankings', config.rankingRefreshMs, refreshRankings, { runAtStart: true });
  return { jobs: [settle, rankings], ready: rankings.runNow() };
}
