import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase } from '../db/embedded-postgres.ts';
import { createJobRegistry } from './job-runner.ts';
import { jobEntities } from './job-state-entity.ts';
import { leaderOf } from './leadership.ts';
import type { ChildSpec } from './testing/runner-child.ts';

// A database of this file's own (the run's shared one must keep exactly the application's schema), with
// job_state as its entity describes it and the table where the test jobs record their runs.
const admin = new URL(process.env.DATABASE_URL!);
admin.pathname = '/postgres';
const name = `yomiba_jobs_test_${process.pid}_${Date.now().toString(36)}`;
const url = new URL(admin);
url.pathname = `/${name}`;
const db = new pg.Client({ connectionString: url.toString() });
beforeAll(async () => {
  await ensureDatabase(admin.toString(), name);
  const orm = await MikroORM.init({ clientUrl: url.toString(), entities: jobEntities, discovery: { warnWhenNoEntities: false } });
  await orm.schema.create();
  await orm.close(true);
  await db.connect();
  await db.query(
    'create table job_test_run (id serial primary key, job text not null, owner text not null, started_at timestamptz not null default clock_timestamp(), finished_at timestamptz)',
  );
});
afterAll(async () => {
  await db.end();
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
});

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** A process running only the job runner with the given jobs (platform/jobs/testing/runner-child.ts). */
function startProcess(spec: ChildSpec): ChildProcess {
  const child = spawn(process.execPath, ['platform/jobs/testing/runner-child.ts'], {
    env: { ...process.env, DATABASE_URL: url.toString(), JOB_SPEC: JSON.stringify(spec), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Waits until each named process has its leadership connection open (a process starts in 1-5 s on a busy machine). */
async function connected(...owners: string[]): Promise<void> {
  const names = owners.map((owner) => `jobs ${owner}`);
  const found = await until(
    async () => (await db.query<{ name: string }>('select distinct application_name as name from pg_stat_activity where application_name = any($1::text[])', [names])).rowCount,
    (n) => n === names.length,
    30_000,
  );
  expect(found).toBe(names.length);
}

/** SIGKILL, and wait until the process is gone (its sockets closed by the kernel). */
async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

type Run = { owner: string; started: number; finished: number | null };

async function runsOf(job: string): Promise<Run[]> {
  const { rows } = await db.query<{ owner: string; started: string; finished: string | null }>(
    `select owner, extract(epoch from started_at) * 1000 as started, extract(epoch from finished_at) * 1000 as finished
       from job_test_run where job = $1 order by started_at`,
    [job],
  );
  return rows.map((row) => ({ owner: row.owner, started: Number(row.started), finished: row.finished === null ? null : Number(row.finished) }));
}

/** Polls `read` until `done` holds (at most `timeoutMs`), returning the last value read. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every run started at least one period after the previous run ended (database clock): never twice in a period. */
function expectOncePerPeriod(runs: Run[], everyMs: number) {
  for (let i = 1; i < runs.length; i++) {
    const previousEnd = runs[i - 1]!.finished;
    if (previousEnd === null) continue; // cut short by a kill: the next run redoes it
    expect(runs[i]!.started - previousEnd, `run ${i} after run ${i - 1}`).toBeGreaterThanOrEqual(everyMs);
  }
}

const lockKey = () => BigInt(0x7e57_0000 + Math.floor(Math.random() * 0xffff));

describe('periodic jobs across processes', { timeout: 55_000 }, () => {
  it('run once per period with two processes up, and go on in the other process after the leader is killed (SIGKILL)', async () => {
    const key = lockKey();
    const job = `tick ${randomUUID()}`;
    const everyMs = 1000;
    const spec = (owner: string): ChildSpec => ({ owner, lockKey: key.toString(), leaseMs: 1000, jobs: [{ name: job, everyMs, workMs: 50 }] });
    const processes = { a: startProcess(spec('a')), b: startProcess(spec('b')) };
    await connected('a', 'b');

    const before = await until(() => runsOf(job), (runs) => runs.filter((run) => run.finished !== null).length >= 3);
    const leader = before[0]!.owner as 'a' | 'b';
    expect(before.filter((run) => run.finished !== null).length).toBeGreaterThanOrEqual(3);
    expect(new Set(before.map((run) => run.owner))).toEqual(new Set([leader]));
    expect(await leaderOf(db, key)).toBe(`jobs ${leader}`);
    expectOncePerPeriod(before, everyMs);

    await kill(processes[leader]);
    const killedAt = Number((await db.query<{ at: string }>('select extract(epoch from clock_timestamp()) * 1000 as at')).rows[0]!.at);
    const other = leader === 'a' ? 'b' : 'a';
    const after = await until(() => runsOf(job), (runs) => runs.filter((run) => run.owner === other && run.finished !== null).length >= 2);
    const taken = after.filter((run) => run.owner === other);
    expect(taken.filter((run) => run.finished !== null).length).toBeGreaterThanOrEqual(2);
    expect(taken[0]!.started).toBeGreaterThan(killedAt);
    expect(await leaderOf(db, key)).toBe(`jobs ${other}`);
    expectOncePerPeriod(after, everyMs);
  });

  it('survive the leader losing its connection (pg_terminate_backend): it steps down, a process leads again, still once per period', async () => {
    const key = lockKey();
    const job = `tick ${randomUUID()}`;
    const everyMs = 1000;
    const spec = (owner: string): ChildSpec => ({ owner, lockKey: key.toString(), leaseMs: 1000, jobs: [{ name: job, everyMs, workMs: 50 }] });
    startProcess(spec('a'));
    startProcess(spec('b'));
    await connected('a', 'b');
    await until(() => runsOf(job), (runs) => runs.filter((run) => run.finished !== null).length >= 2);
    // Between two runs (none in flight), cut the leader's connection: the one holding the lock.
    await until(
      async () => (await db.query('select 1 from job_state where name = $1 and running_until is null and runs >= 2', [job])).rowCount,
      (n) => n === 1,
    );
    const { rows } = await db.query<{ name: string }>(
      `select a.application_name as name, pg_terminate_backend(l.pid) from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.granted and l.objsubid = 1 and l.objid = $1 and l.database = (select oid from pg_database where datname = current_database())`,
      [Number(key)],
    );
    expect(rows.map((row) => row.name)).toEqual([expect.stringMatching(/^jobs [ab]$/)]);
    const cutAt = Number((await db.query<{ at: string }>('select extract(epoch from clock_timestamp()) * 1000 as at')).rows[0]!.at);

    const runs = await until(() => runsOf(job), (all) => all.filter((run) => run.started > cutAt && run.finished !== null).length >= 2);
    expect(runs.filter((run) => run.started > cutAt && run.finished !== null).length).toBeGreaterThanOrEqual(2);
    expect(await leaderOf(db, key)).toMatch(/^jobs [ab]$/);
    expectOncePerPeriod(runs, everyMs);
  });

  it('resume a run cut short by its process being killed: another process runs it again, once', async () => {
    const key = lockKey();
    const job = `slow ${randomUUID()}`;
    const spec = (owner: string): ChildSpec => ({ owner, lockKey: key.toString(), leaseMs: 1000, jobs: [{ name: job, everyMs: 600_000, workMs: 2500 }] });
    const a = startProcess(spec('a'));
    const started = await until(() => runsOf(job), (runs) => runs.length > 0);
    expect(started).toEqual([expect.objectContaining({ owner: 'a', finished: null })]);
    startProcess(spec('b'));
    await connected('b');
    await kill(a);

    const runs = await until(() => runsOf(job), (r) => r.some((run) => run.finished !== null));
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ owner: 'a', finished: null });
    expect(runs[1]).toMatchObject({ owner: 'b', finished: expect.any(Number) });
    // The end is recorded at b's next check of its leadership connection.
    const state = () => db.query<{ runs: number; running: boolean; owner: string }>('select runs, running_until is not null as running, run_owner as owner from job_state where name = $1', [job]).then((result) => result.rows);
    expect(await until(state, (rows) => rows[0]?.runs === 1)).toEqual([{ runs: 1, running: false, owner: expect.stringMatching(/^b#/) }]);
    // Not again within its period, though b keeps checking.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await runsOf(job)).toHaveLength(2);
  });
});

describe('the job registry', () => {
  it('refuses a name twice and an interval that is not positive', () => {
    const registry = createJobRegistry();
    const run = async () => undefined;
    registry.register({ name: 'x', everyMs: 1000, run });
    expect(() => registry.register({ name: 'x', everyMs: 1000, run })).toThrow('job x is registered twice');
    expect(() => registry.register({ name: 'y', everyMs: 0, run })).toThrow('job y: interval must be positive, got 0');
    expect(registry.jobs.map((job) => job.name)).toEqual(['x']);
  });
});
