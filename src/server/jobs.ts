import { config } from '#platform/config.ts';
import { createJobRegistry, startJobRunner, type JobRegistry, type JobRunner, type PeriodicJob } from '#platform/jobs/job-runner.ts';
import { log as processLog } from '#platform/log/logger.ts';
import type { Mailer } from '#modules/accounts/index.ts';

/** What the jobs call: named here, not taken from services.ts, which starts the jobs (no import cycle). */
export type JobServices = {
  purchases: { settlePending(): Promise<unknown> };
  accounts: { mailer: Pick<Mailer, 'timing' | 'deliverDue'> };
  episodeNotices: { notify(): Promise<unknown>; sendDigests(): Promise<unknown> };
  wallet: { expireAllDue(): Promise<unknown> };
  staffConsole: { drafts: { publishDue(): Promise<{ published: readonly unknown[]; conflicted: readonly unknown[]; refused: readonly unknown[] }> } };
  presents: { forgetWinnerContacts(): Promise<unknown> };
  refreshRankings(): Promise<{ rows: number; durationMs: number }>;
};

export type Jobs = {
  jobs: readonly PeriodicJob[];
  /** The first runs a server should see done before it answers (the rankings); never rejects. */
  ready: Promise<void>;
  /** Waits for this process's runs in flight, then hands the lead to another process. */
  stop(): Promise<void>;
  runner?: JobRunner;
};

/** Expiries are booked within 10 minutes (balances never count an expired lot meanwhile: reads skip them). */
const WALLET_EXPIRY_INTERVAL_MS = 10 * 60_000;

/** "0: only at start" of RANKINGS_REFRESH_MS: once whenever a process takes the lead, then not for a century. */
const ONCE = 100 * 365 * 86_400_000;
/** How often scheduled staff drafts are looked for: a draft goes public within this of its time. */
const STAFF_DRAFT_INTERVAL_MS = 10_000;

/**
 * The server's periodic work, one registration per job. Future modules (rewards, campaigns) add theirs
 * here from what their index.ts exports; each job must be idempotent (platform/jobs/job-runner.ts).
 */
export function registerServerJobs(registry: JobRegistry, services: JobServices, log: (message: string) => void): void {
  // Purchases whose confirmation timed out (and whose webhook never came) are read again from the provider.
  registry.register({ name: 'settle pending purchases', everyMs: config.paymentSettleIntervalMs, run: () => services.purchases.settlePending() });
  // Mail whose first attempt failed, or whose process died holding it, from the durable queue (decision 044).
  const mailer = services.accounts.mailer;
  registry.register({ name: 'send queued mail', everyMs: mailer.timing.intervalMs, run: (signal) => mailer.deliverDue(signal) });
  // New episodes of favourites (decision 055): messages every minute, yesterday's digest mails from 07:00 JST.
  registry.register({ name: 'notify new episodes', everyMs: config.episodeNoticeIntervalMs, run: () => services.episodeNotices.notify() });
  registry.register({ name: 'mail new episode digests', everyMs: config.episodeDigestIntervalMs, run: () => services.episodeNotices.sendDigests() });
  // Coins, points and tickets past their use-by leave the balances of members who are not active (decision 061).
  registry.register({ name: 'book wallet expiries', everyMs: WALLET_EXPIRY_INTERVAL_MS, run: () => services.wallet.expireAllDue().then(() => undefined) });
  // Staff drafts scheduled for publication (decision 058): published through the console's versioned save.
  registry.register({
    name: 'publish scheduled staff drafts',
    everyMs: STAFF_DRAFT_INTERVAL_MS,
    run: async () => {
      const outcome = await services.staffConsole.drafts.publishDue();
      if (outcome.published.length || outcome.conflicted.length || outcome.refused.length) {
        log(`[staff] drafts published ${outcome.published.join(',') || '-'}, conflicted ${outcome.conflicted.join(',') || '-'}, refused ${outcome.refused.join(',') || '-'}`);
      }
    },
  });
  // Winners' contact details for physical prizes, 60 days after their campaign's draw (issue 17).
  registry.register({ name: 'forget winner contacts', everyMs: 60 * 60_000, run: () => services.presents.forgetWinnerContacts().then(() => undefined) });
  registry.register({
    name: 'refresh rankings',
    everyMs: config.rankingRefreshMs || ONCE,
    runOnTakeover: true,
    run: async () => {
      const result = await services.refreshRankings();
      log(`[rankings] ${result.rows} rows in ${result.durationMs} ms`);
    },
  });
}

/**
 * Starts the server's periodic jobs on the database at `databaseUrl`. Every server process starts
 * them; the processes elect one leader through PostgreSQL, which alone runs each job once per period
 * (decision 042). JOBS=off keeps this process out of the election (it never runs a job).
 */
export function startJobs(services: JobServices, databaseUrl: string, log: (message: string) => void = (message) => processLog.info(message)): Jobs {
  if (!config.jobsEnabled) return { jobs: [], ready: Promise.resolve(), stop: async () => undefined };
  const registry = createJobRegistry();
  registerServerJobs(registry, services, log);
  const runner = startJobRunner(registry, { connectionString: databaseUrl, leaseMs: config.jobsLeaseMs });
  return { jobs: registry.jobs, ready: runner.firstRun('refresh rankings'), stop: () => runner.stop(), runner };
}
