/**
 * Throughput of the reading flow's check and consume calls: `npm run build && npm run bench:wallet`.
 * Opens the database (DATABASE_URL, else an embedded PostgreSQL in .data/bench-wallet), starts the
 * production build on it, signs up 50 members, gives each coins, then drives 50 concurrent members:
 * first `check` on coin stories, then `consume` of a different coin story per request. Prints req/s
 * and latency percentiles, then reconciles the wallet (non-zero exit on drift). Not a test.
 * Options: --duration 10 --members 50 --port 3300 --pg-port 54369
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../platform/db/orm.ts';
import { csrfHeaders } from '../platform/testing/csrf.ts';
import { databaseSetup } from '../src/server/database.ts';
import { createSessionService } from '../modules/accounts/index.ts';
import { createWalletService, reconcileWallet } from '../modules/wallet/index.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    members: { type: 'string', default: '50' },
    port: { type: 'string', default: '3300' },
    'pg-port': { type: 'string', default: '54369' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${values.port}`;
const duration = Number(values.duration) * 1000;
const memberCount = Number(values.members);

process.env.YOMIBA_DATA_DIR ??= path.join(root, '.data', 'bench-wallet');
process.env.EMBEDDED_PG_PORT ??= values['pg-port'];
const db = await openDatabase(databaseSetup);
const wallet = createWalletService(db.orm);
const sessionSecret = randomBytes(48).toString('base64url');
// Members are made here, not through sign-up (30 sign-ups per address per 10 minutes), with sessions
// signed by the key the server is given.
const sessions = createSessionService(db.orm, { secret: new TextEncoder().encode(sessionSecret) });

const server = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: db.url, SESSION_SECRET: sessionSecret, NODE_ENV: 'production', PORT: values.port },
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

type Target = { title: string; volume: number; story: number };

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
  const targets = await db.orm.em.fork().execute<Target[]>(
    `select t.title_code as title, v.serial_number as volume, s.story_number as story
       from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
      where s.payment_type = 3 order by s.id`,
  );
  if (targets.length < memberCount) throw new Error(`only ${targets.length} coin stories: seed more titles`);

  const members: { cookie: string; userId: number }[] = [];
  for (let i = 0; i < memberCount; i++) {
    const [row] = await db.orm.em
      .fork()
      .execute<{ id: number }[]>('insert into app_user (email, display_name, created_at) values (?, ?, now()) returning id', [`bench-${Date.now().toString(36)}-${i}@example.jp`, `ベンチ会員${i + 1}`]);
    const { cookie } = await sessions.startSession(row!.id, 'bench/wallet', false);
    await wallet.creditPurchase(row!.id, { paymentId: `bench-${row!.id}`, paidCoins: 10_000_000 });
    members.push({ cookie: cookie.split(';')[0]!, userId: row!.id });
  }

  console.log(`${memberCount} concurrent members, ${values.duration} s each, ${targets.length} coin stories, node ${process.version}`);
  const pick = (worker: number, i: number) => targets[(worker * 7919 + i) % targets.length]!;
  print('POST /api/v3/ticket_and_coin/check/', await drive(memberCount, async (worker, i) => (await post('/api/v3/ticket_and_coin/check/', pick(worker, i), members[worker]!.cookie)).ok));

  // Each member walks its own slice of the coin stories, so every consume is a real unlock.
  const stride = Math.floor(targets.length / memberCount);
  print(
    'POST /payment/api/v1/ticket_and_coin/consume/',
    await drive(memberCount, async (worker, i) => {
      const t = targets[(worker * stride + i) % targets.length]!;
      const response = await post('/payment/api/v1/ticket_and_coin/consume/', { title_code: t.title, volume_serial_number: t.volume, story_number: t.story, ticket_div: 'payment' }, members[worker]!.cookie);
      return response.ok;
    }),
  );

  const drifts = await reconcileWallet(db.orm.em.fork());
  console.log(drifts.length === 0 ? 'wallet:reconcile clean after the run' : `wallet:reconcile found ${drifts.length} drift(s)`);
  if (drifts.length) code = 1;
} finally {
  await stop();
  await db.close();
}
process.exit(code);
