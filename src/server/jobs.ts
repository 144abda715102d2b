import { config } from '../../platform/config.ts';
import { startIntervalJob, type IntervalJob } from '../../platform/jobs/interval-job.ts';
import type { Services } from './services.ts';

/**
 * The server's periodic jobs, started once with the process-wide services (JOBS=off leaves them to
 * another process). Each is idempotent, so several server processes may run them side by side.
 */
export function startJobs(services: Services): IntervalJob[] {
  if (!config.jobsEnabled) return [];
  return [
    // Purchases whose confirmation timed out (and whose webhook never came) are read again from the provider.
    startIntervalJob('settle pending purchases', config.paymentSettleIntervalMs, () => services.purchases.settlePending()),
  ];
}
