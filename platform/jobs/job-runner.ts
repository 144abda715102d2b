import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { log as processLog } from '../log/logger.ts';
import { startLeadership, type LeadershipCycle } from './leadership.ts';

/**
 * A periodic job. `run` must be idempotent: a run cut short (its process killed, its connection lost)
 * is run again whole by another process, and a run whose end could not be recorded may run twice.
 */
export type PeriodicJob = {
  /** Unique; the key of the job's row in job_state. */
  name: string;
  /** Wait between the end of one run and the start of the next. */
  everyMs: number;
  /** Aborted when this process loses the lead during the run: stop early if you can (the next leader reruns it). */
  run: (signal: AbortSignal) => Promise<unknown>;
  /** Due at once whenever a process takes the lead (as every server start used to run it), then every `everyMs`. */
  runOnTakeover?: boolean;
};

/** Where modules' periodic work is declared (src/server/jobs.ts fills it), before the runner starts. */
export type JobRegistry = { register(job: PeriodicJob): void; readonly jobs: readonly PeriodicJob[] };

export function createJobRegistry(): JobRegistry {
  const jobs: PeriodicJob[] = [];
  return {
    jobs,
    register(job) {
      if (!job.name || job.name.length > 100) throw new Error(`job name must be 1-100 characters, got "${job.name}"`);
      if (jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} is registered twice`);
      if (!Number.isFinite(job.everyMs) || job.everyMs <= 0) throw new Error(`job ${job.name}: interval must be positive, got ${job.everyMs}`);
      jobs.push(job);
    },
  };
}

/** The advisory lock key of the job leadership ('YJOB'); distinct from the rankings refresh's transaction lock. */
export const JOBS_LOCK_KEY = 0x594a_4f42n;

export type JobRunnerOptions = {
  connectionString: string;
  /** How long a run's claim lasts unless renewed (default 15 s): the bound on taking over a dead process's run. */
  leaseMs?: number;
  /**
   * How often the leader renews claims and looks for due jobs, and followers try for the lead
   * (default: leaseMs / 5, or the shortest job interval when shorter; at least 20 ms).
   */
  checkEveryMs?: number;
  lockKey?: bigint;
  /** This process in job_state.run_owner and pg_stat_activity (default host:pid:random). */
  owner?: string;
  log?: { info: (message: string) => void; error: (message: string, error?: unknown) => void };
};

export type JobRunner = {
  readonly names: string[];
  readonly leader: boolean;
  readonly owner: string;
  /** Resolves once the job has run at least once in any process (now or before), or after `timeoutMs`; never rejects. */
  firstRun(name: string, timeoutMs?: number): Promise<void>;
  /** Stops claiming, waits for this process's runs in flight, then gives up the lead. */
  stop(): Promise<void>;
};

/**
 * Runs registered jobs exactly once per period across every process sharing the database: only the
 * leader (leadership.ts) claims due jobs; a claim is a row in job_state with a lease the leader renews
 * while the run lasts. A run whose process died keeps its row due, and once its lease lapses the
 * current leader runs it again. All times are the database's clock, so processes' clocks may differ.
 */
export function startJobRunner(registry: JobRegistry, options: JobRunnerOptions): JobRunner {
  const jobs = new Map(registry.jobs.map((job) => [job.name, job]));
  const leaseMs = options.leaseMs ?? 15_000;
  const checkEveryMs = options.checkEveryMs ?? Math.max(20, Math.min(Math.floor(leaseMs / 5), ...registry.jobs.map((job) => job.everyMs)));
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const log = options.log ?? { info: (message: string) => processLog.info(message), error: (message: string, error?: unknown) => processLog.error({ err: error }, message) };

  /** Runs in flight here: job name -> claim token (job_state.run_owner). */
  const running = new Map<string, { token: string; done: Promise<void> }>();
  const waiters = new Map<string, (() => void)[]>();
  let tookLead = false;
  let claiming = true;
  let claims = 0;

  const resolveWaiters = (names: Iterable<string>) => {
    for (const name of names) {
      for (const resolve of waiters.get(name) ?? []) resolve();
      waiters.delete(name);
    }
  };

  /**
   * Runs ended here whose end is not recorded yet: recorded on the leadership connection as soon as it is
   * free (leadership.use), else at the next cycle or at stop; never while the leadership is querying it.
   */
  const ended: { name: string; token: string; message: string | null }[] = [];

  const recordEnded = async (client: pg.Client) => {
    while (ended.length > 0) {
      const { name, token, message } = ended[0]!;
      // The claim must still be this run's: a claim that lapsed and was taken by another run is left alone.
      await client.query(
        `update job_state set running_until = null, finished_at = now(), due_at = now() + $3::double precision * interval '1 millisecond',
                runs = runs + 1, last_error = $4
          where name = $1 and run_owner = $2`,
        [name, token, jobs.get(name)!.everyMs, message],
      );
      ended.shift();
    }
  };

  const launch = (name: string, token: string, signal: AbortSignal) => {
    const job = jobs.get(name)!;
    const done = (async () => {
      let failure: unknown;
      try {
        await job.run(signal);
      } catch (error) {
        failure = error ?? new Error('failed');
        log.error(`[job] ${name} failed`, error);
      }
      // Not recorded when the connection is lost first: the claim lapses and the next leader runs the job again.
      ended.push({ name, token, message: failure === undefined ? null : failure instanceof Error ? failure.message : String(failure) });
      await leadership.use(recordEnded).catch((error: unknown) => log.error(`[jobs] ${name}: the end of the run could not be recorded (it will run again)`, error));
      running.delete(name);
      resolveWaiters([name]);
    })();
    running.set(name, { token, done });
  };

  const onCycle = async ({ client, leader, signal }: LeadershipCycle) => {
    await recordEnded(client);
    if (leader) {
      if (tookLead) {
        await client.query(`insert into job_state (name, due_at) select n, now() from unnest($1::text[]) n on conflict (name) do nothing`, [[...jobs.keys()]]);
        const onTakeover = [...jobs.values()].filter((job) => job.runOnTakeover).map((job) => job.name);
        if (onTakeover.length > 0) await client.query('update job_state set due_at = least(due_at, now()) where name = any($1::text[])', [onTakeover]);
        tookLead = false;
      }
      if (running.size > 0) {
        const names = [...running.keys()];
        await client.query(
          `update job_state set running_until = now() + $3::double precision * interval '1 millisecond'
            where (name, run_owner) in (select * from unnest($1::text[], $2::text[]))`,
          [names, names.map((name) => running.get(name)!.token), leaseMs],
        );
      }
      const idle = [...jobs.keys()].filter((name) => !running.has(name));
      if (claiming && idle.length > 0) {
        const token = `${owner}#${++claims}`;
        const { rows } = await client.query<{ name: string }>(
          `update job_state set running_until = now() + $3::double precision * interval '1 millisecond', run_owner = $2, started_at = now()
            where name = any($1::text[]) and due_at <= now() and (running_until is null or running_until < now())
            returning name`,
          [idle, token, leaseMs],
        );
        for (const { name } of rows) launch(name, token, signal);
      }
    }
    if (waiters.size > 0) {
      const { rows } = await client.query<{ name: string }>('select name from job_state where name = any($1::text[]) and finished_at is not null', [[...waiters.keys()]]);
      resolveWaiters(rows.map((row) => row.name));
    }
  };

  const leadership = startLeadership({
    connectionString: options.connectionString,
    lockKey: options.lockKey ?? JOBS_LOCK_KEY,
    everyMs: checkEveryMs,
    name: `jobs ${owner}`.slice(0, 63),
    onCycle,
    onStop: recordEnded,
    onChange: (leader) => {
      if (leader) tookLead = true;
      log.info(`[jobs] ${owner} ${leader ? 'leads' : 'no longer leads'} the periodic jobs`);
    },
    log: (message) => log.info(message),
  });

  return {
    names: [...jobs.keys()],
    owner,
    get leader() {
      return leadership.leader;
    },
    firstRun(name, timeoutMs = 60_000) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          log.error(`[jobs] ${name} has not run within ${timeoutMs} ms; going on without it`);
          resolve();
        }, timeoutMs);
        timer.unref?.();
        waiters.set(name, [...(waiters.get(name) ?? []), () => (clearTimeout(timer), resolve())]);
      });
    },
    async stop() {
      claiming = false;
      await Promise.all([...running.values()].map((run) => run.done));
      await leadership.stop();
    },
  };
}
