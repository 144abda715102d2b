/**
 * What the API benches (bench/wallet.ts, bench/purchase.ts) share: the command-line options, the
 * database, the production server started on it with a session key the bench knows, members made
 * directly with their session cookies, and a driver that runs concurrent loops and prints req/s.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '#platform/db/orm.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { databaseSetup } from '#src/server/database.ts';
import { createSessionService } from '#modules/accounts/index.ts';

export type BenchMember = { cookie: string; userId: number };
export type BenchResponse = { status: number; ok: boolean; text: string };
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
    },
  });
  const root = path.resolve(import.meta.dirname, '..', '..');
  const base = `http://127.0.0.1:${values.port}`;
  const duration = Number(values.duration) * 1000;

  process.env.YOMIBA_DATA_DIR ??= path.join(root, '.data', options.dataDir);
  process.env.EMBEDDED_PG_PORT ??= values['pg-port'];
  const db = await openDatabase(databaseSetup);
  const sessionSecret = randomBytes(48).toString('base64url');
  // Members are made here, not through sign-up (30 sign-ups per address per 10 minutes), with sessions
  // signed by the key the server is given.
  const sessions = createSessionService(db.orm, { secret: new TextEncoder().encode(sessionSecret) });

  const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = spawn(process.execPath, [...profile, path.join(root, 'dist', 'serve-node.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url, SESSION_SECRET: sessionSecret, NODE_ENV: 'production', PORT: values.port, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  return {
    db,
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

    /** Runs `work` in `workers` loops for the duration; returns req/s, percentiles and failures. */
    async drive(workers: number, work: (worker: number, i: number) => Promise<boolean>): Promise<DriveResult> {
      const latencies: number[] = [];
      let failures = 0;
      const start = performance.now();
      const end = start + duration;
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
