/**
 * Throughput of coin purchases through the sandbox provider: `npx waku build && node bench/purchase.ts`.
 * Opens the database (DATABASE_URL, else an embedded PostgreSQL in .data/bench-purchase), starts the
 * production build on it with PAYMENT_PROVIDER=sandbox, makes 50 members, then drives 50 concurrent
 * members buying the 120-yen pack with the success card. Prints req/s and latency percentiles, checks
 * that every member holds exactly 120 paid coins per paid purchase, and reconciles the wallet (non-zero
 * exit on drift). Not a test. Options: --duration 10 --members 50 --port 3310 --pg-port 54379
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../platform/db/orm.ts';
import { csrfHeaders } from '../platform/testing/csrf.ts';
import { databaseSetup } from '../src/server/database.ts';
import { createSessionService } from '../modules/accounts/index.ts';
import { reconcileWallet } from '../modules/wallet/index.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    members: { type: 'string', default: '50' },
    port: { type: 'string', default: '3310' },
    'pg-port': { type: 'string', default: '54379' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${values.port}`;
const duration = Number(values.duration) * 1000;
const memberCount = Number(values.members);

process.env.YOMIBA_DATA_DIR ??= path.join(root, '.data', 'bench-purchase');
process.env.EMBEDDED_PG_PORT ??= values['pg-port'];
const db = await openDatabase(databaseSetup);
const sessionSecret = randomBytes(48).toString('base64url');
const sessions = createSessionService(db.orm, { secret: new TextEncoder().encode(sessionSecret) });

const server = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: db.url, SESSION_SECRET: sessionSecret, NODE_ENV: 'production', PORT: values.port, PAYMENT_PROVIDER: 'sandbox' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () =>
  new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });

async function waitReady() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/v1/initialize/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const post = (url: string, body: unknown, cookie: string) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...csrfHeaders, 'Content-Type': 'application/json', Cookie: `${csrfHeaders.Cookie}; ${cookie}` },
    body: JSON.stringify(body),
  });

/** Runs `work` in `workers` loops for the duration; returns req/s, percentiles and failures. */
async function drive(workers: number, work: (worker: number, i: number) => Promise<boolean>) {
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
}

const print = (name: string, f: Awaited<ReturnType<typeof drive>>) =>
  console.log(
    `${name.padEnd(40)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(2).padStart(6)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms   ${f.count} requests${f.failures ? `, ${f.failures} failed` : ''}`,
  );

let code = 0;
try {
  await waitReady();
  const members: { cookie: string; userId: number }[] = [];
  for (let i = 0; i < memberCount; i++) {
    const [row] = await db.orm.em
      .fork()
      .execute<{ id: number }[]>('insert into app_user (email, display_name, created_at) values (?, ?, now()) returning id', [`buyer-${Date.now().toString(36)}-${i}@example.jp`, `ベンチ購入者${i + 1}`]);
    const { cookie } = await sessions.startSession(row!.id, 'bench/purchase', false);
    members.push({ cookie: cookie.split(';')[0]!, userId: row!.id });
  }
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' };
  console.log(`${memberCount} concurrent members, ${values.duration} s, node ${process.version}`);
  print(
    'POST /payment/api/v1/purchase/ (120円)',
    await drive(memberCount, async (worker) => (await post('/payment/api/v1/purchase/', { request_id: randomUUID(), product: 'coin_120', card }, members[worker]!.cookie)).ok),
  );

  const wrong = await db.orm.em.fork().execute<{ user_id: number }[]>(
    `select p.user_id from (select user_id, count(*) filter (where status = 'paid') as paid from wallet_purchase where user_id = any(?::int[]) group by user_id) p
       join wallet_account a on a.user_id = p.user_id where a.paid_coin <> p.paid * 120`,
    [`{${members.map((m) => m.userId).join(',')}}`],
  );
  console.log(wrong.length === 0 ? 'every member holds 120 paid coins per paid purchase' : `${wrong.length} member(s) hold the wrong amount`);
  const drifts = await reconcileWallet(db.orm.em.fork());
  console.log(drifts.length === 0 ? 'wallet:reconcile clean after the run' : `wallet:reconcile found ${drifts.length} drift(s)`);
  if (drifts.length || wrong.length) code = 1;
} finally {
  await stop();
  await db.close();
}
process.exit(code);
