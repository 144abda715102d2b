/**
 * What the API benches (bench/wallet.ts, bench/purchase.ts) share: the command-line options, the
 * database, the production server started on it with a session key the bench knows, members made
 * directly with their session cookies, and a driver that runs concurrent loops and prints req/s.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, SCRIPT_POOL } from '#platform/db/orm.ts';
import { keptSecret, newKeyRing } from '#platform/process/kept-secret.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { databaseSetup } from '#src/server/database.ts';
import { createSessionService } from '#modules/accounts/index.ts';

export type BenchMember = { cookie: string; userId: number };
export type BenchResponse = { status: number; ok: boolean; text: string };
export type Cost = { serverCpuMs: number; dbCpuMs: Map<number, number>; statements: number | null };

/** CPU time (user + system) a process has used, in ms (Linux /proc; 0 when it is gone). */
function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

export type DriveResult = { rps: number; p50: number; p99: number; count: number; failures: number };

export async function startApiBench(options: { dataDir: string; port: string; pgPort: string; env?: Record<string, string> }) {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      members: { type: 'string', default: '50' },
      port: { type: 'string', default: options.port },
      'pg-port': { type: 'string', default: options.pgPort },
      /** A directory: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools). */
      'cpu-prof': { type: 'string' },
      /** Print the statements a request runs, most frequent first (pg_stat_statements). */
      statements: { type: 'boolean' },
      /** The load generator: wrk when installed (bench/lib/wrk-post.ts), else a Node loop (`--client node`). */
      client: { type: 'string' },
    },
  });
  const root = path.resolve(import.meta.dirname, '..', '..');
  const base = `http://127.0.0.1:${values.port}`;
  const duration = Number(values.duration) * 1000;

  process.env.YOMIBA_DATA_DIR ??= path.join(root, '.data', options.dataDir);
  process.env.EMBEDDED_PG_PORT ??= values['pg-port'];
  // Statements per request from pg_stat_statements, with --statements only: tracking every statement
  // (track=all, nested ones too) is work the measured server would not do.
  if (values.statements) process.env.EMBEDDED_PG_STAT_STATEMENTS ??= '1';
  const db = await openDatabase(databaseSetup, SCRIPT_POOL);
  const sessionSecret = randomBytes(48).toString('base64url');
  const payoutKeys = process.env.PAYOUT_ACCOUNT_KEYS || keptSecret(path.join(process.env.YOMIBA_DATA_DIR, 'payout-account-keys'), () => newKeyRing('bench'));
  // Members are made here, not through sign-up (30 sign-ups per address per 10 minutes), with sessions
  // signed by the key the server is given.
  const sessions = createSessionService(db.orm, { secret: new TextEncoder().encode(sessionSecret) });

  const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = spawn(process.execPath, [...profile, path.join(root, 'dist', 'serve-node.js')], {
    cwd: root,
    // A production build (with YOMIBA_DEMO=1 for some benches) takes bank account numbers only under a key of its own (platform/config.ts).
    env: { ...process.env, DATABASE_URL: db.url, SESSION_SECRET: sessionSecret, NODE_ENV: 'production', PORT: values.port, PAYOUT_ACCOUNT_KEYS: payoutKeys, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  return {
    db,
    base,
    client: values.client,
    csrfHeaders,
    duration: values.duration,
    memberCount: Number(values.members),

    async waitReady() {
      for (let i = 0; i < 240; i++) {
        try {
          if ((await fetch(`${base}/api/v1/initialize/`)).ok) return;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error('server did not start');
    },

    stop: () =>
      new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),

    /** `count` new members with a session each (`label` names them; `userAgent` is the session's). */
    async makeMembers(count: number, label: string, userAgent: string): Promise<BenchMember[]> {
      const members: BenchMember[] = [];
      for (let i = 0; i < count; i++) {
        const [row] = await db.orm.em
          .fork()
          .execute<{ id: number }[]>('insert into app_user (email, display_name, created_at) values (?, ?, now()) returning id', [`bench-${Date.now().toString(36)}-${i}@example.jp`, `${label}${i + 1}`]);
        const { cookie } = await sessions.startSession(row!.id, userAgent, false);
        members.push({ cookie: cookie.split(';')[0]!, userId: row!.id });
      }
      return members;
    },

    /**
     * One POST over a kept-alive connection. node:http rather than fetch: the load generator shares
     * the two cores with the server and the database, and fetch cost it about three times the CPU.
     */
    post: (url: string, body: unknown, cookie: string) =>
      new Promise<BenchResponse>((resolve, reject) => {
        const payload = Buffer.from(JSON.stringify(body));
        const request = http.request(
          `${base}${url}`,
          {
            method: 'POST',
            agent,
            headers: { ...csrfHeaders, 'Content-Type': 'application/json', 'Content-Length': payload.length, Cookie: `${csrfHeaders.Cookie}; ${cookie}` },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const status = response.statusCode ?? 0;
              resolve({ status, ok: status >= 200 && status < 300, text: Buffer.concat(chunks).toString('utf8') });
            });
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(payload);
      }),

    /**
     * What the machine spent so far, independent of how loaded it is: CPU ms of the server process and of
     * the database's processes (from /proc; Linux), and statements run (pg_stat_statements, null when not
     * loaded). Take one before and one after a run and divide the differences by the requests.
     */
    async cost(options: { reset?: boolean } = {}): Promise<Cost> {
      const em = db.orm.em.fork();
      const pids = (await em.execute<{ pid: number }[]>('select pid from pg_stat_activity where pid <> pg_backend_pid()')).map((row) => row.pid);
      let statements: number | null = null;
      try {
        await em.execute('create extension if not exists pg_stat_statements');
        const [row] = await em.execute<{ calls: string }[]>("select coalesce(sum(calls), 0)::bigint as calls from pg_stat_statements where query not like '%pg_stat_statements%' and query not like '%pg_stat_activity%'");
        statements = Number(row!.calls);
        // From now on pg_stat_statements holds only what follows (the statements of a measured run).
        if (options.reset) {
          await em.execute('select pg_stat_statements_reset()');
          statements = 0;
        }
      } catch {
        // pg_stat_statements not loaded (DATABASE_URL given): CPU only
      }
      return { serverCpuMs: cpuMsOf(server.pid!), dbCpuMs: new Map(pids.map((pid) => [pid, cpuMsOf(pid)])), statements };
    },

    /** Per request between two cost() snapshots: CPU ms (server, database) and statements. */
    costPer(before: Cost, after: Cost, requests: number) {
      let db = 0;
      for (const [pid, ms] of after.dbCpuMs) db += ms - (before.dbCpuMs.get(pid) ?? 0);
      const n = Math.max(1, requests);
      return {
        serverCpuMs: (after.serverCpuMs - before.serverCpuMs) / n,
        dbCpuMs: db / n,
        statements: after.statements !== null && before.statements !== null ? (after.statements - before.statements) / n : null,
      };
    },

    /** Runs `work` in `workers` loops for the duration; returns req/s, percentiles and failures. */
    async drive(workers: number, work: (worker: number, i: number) => Promise<boolean>, ms = duration): Promise<DriveResult> {
      const latencies: number[] = [];
      let failures = 0;
      const start = performance.now();
      const end = start + ms;
      await Promise.all(
        Array.from({ length: workers }, async (_, worker) => {
          for (let i = 0; performance.now() < end; i++) {
            const t = performance.now();
            if (!(await work(worker, i))) failures++;
            latencies.push(performance.now() - t);
          }
        }),
      );
      const seconds = (performance.now() - start) / 1000;
      latencies.sort((a, b) => a - b);
      const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
      return { rps: latencies.length / seconds, p50: pct(50), p99: pct(99), count: latencies.length, failures };
    },

    print(name: string, f: DriveResult) {
      console.log(
        `${name.padEnd(40)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(2).padStart(6)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms   ${f.count} requests${f.failures ? `, ${f.failures} failed` : ''}`,
      );
    },
  };
}
