/**
 * A process that runs only the job runner (job-runner.test.ts spawns two or more): its jobs record each
 * run in job_test_run (started, then finished after `workMs`). Spec in the JOB_SPEC variable (JSON).
 */
import pg from 'pg';
import { createJobRegistry, startJobRunner } from '../job-runner.ts';

export type ChildSpec = { owner: string; lockKey: string; leaseMs: number; jobs: { name: string; everyMs: number; workMs: number }[] };

const spec = JSON.parse(process.env.JOB_SPEC!) as ChildSpec;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const registry = createJobRegistry();
for (const job of spec.jobs) {
  registry.register({
    name: job.name,
    everyMs: job.everyMs,
    run: async () => {
      const { rows } = await pool.query<{ id: number }>('insert into job_test_run (job, owner) values ($1, $2) returning id', [job.name, spec.owner]);
      await sleep(job.workMs);
      await pool.query('update job_test_run set finished_at = clock_timestamp() where id = $1', [rows[0]!.id]);
    },
  });
}
const runner = startJobRunner(registry, {
  connectionString: process.env.DATABASE_URL!,
  lockKey: BigInt(spec.lockKey),
  leaseMs: spec.leaseMs,
  owner: spec.owner,
  log: { info: (message) => console.log(message), error: (message, error) => console.error(message, error) },
});
process.once('SIGTERM', () => void runner.stop().then(() => pool.end()).then(() => process.exit(0)));
console.log(`up ${spec.owner}`);
// The runner's timers do not hold a process open (a server's HTTP listener does); this one has nothing else.
setInterval(() => undefined, 60_000);
