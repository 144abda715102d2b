/**
 * Database backends terminated under load (issue 29 item 3): `npm run build && npm run bench:connection-kill -- --seconds 600`.
 * Opens the database (DATABASE_URL, else an embedded PostgreSQL in .data/bench-kill), starts the production
 * build on it, makes members with coins, then for `--seconds` drives a mix of visitors' and members' requests
 * (the top page, a title page, the ranking, /bookshelf/, /myitem/, initialize, coin consumes) while a loop
 * terminates random backends of the server (`pg_terminate_backend`) every `--kill-every` ms.
 * Reports the slowest answers, how many took longer than the server's request deadline (REQUEST_DEADLINE_MS)
 * plus `--grace-ms`, how many got no answer at all within `--hang-ms`, the statuses, and reconciles the wallet.
 * Exits 1 when any request took longer than the deadline (or got no answer), answered a 5xx other than 503,
 * or the wallet does not reconcile. Not a test.
 * Options: --seconds 600 --workers 16 --members 8 --kill-every 700 --kill 2 --grace-ms 1000 --hang-ms 300000
 *          --port 3400 --pg-port 54389
 * The server's log goes to <data dir>/connection-kill-server.log.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createSessionService } from '#modules/accounts/index.ts';
import { createWalletService, reconcileWallet } from '#modules/wallet/index.ts';
import { config, resetConfig } from '#platform/config.ts';
import { isConnectionLost } from '#platform/db/connection-errors.ts';
import { openDatabase, SCRIPT_POOL } from '#platform/db/orm.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { databaseSetup } from '#src/server/database.ts';
import { waitFor } from '../deploy/cluster.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    workers: { type: 'string', default: '16' },
    members: { type: 'string', default: '8' },
    'kill-every': { type: 'string', default: '700' },
    kill: { type: 'string', default: '2' },
    'grace-ms': { type: 'string', default: '1000' },
    'hang-ms': { type: 'string', default: '300000' },
    port: { type: 'string', default: '3400' },
    'pg-port': { type: 'string', default: '54389' },
  },
});
const seconds = Number(values.seconds);
const workers = Number(values.workers);
const memberCount = Number(values.members);
const killEveryMs = Number(values['kill-every']);
const killPerRound = Number(values.kill);
const graceMs = Number(values['grace-ms']);
const hangMs = Number(values['hang-ms']);
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${values.port}`;
/** The backends to terminate: the server's alone (the bench's own pool and the killer have other names). */
const APP_NAME = 'yomiba-connection-kill-app';

process.env.YOMIBA_DATA_DIR ??= path.join(root, '.data', 'bench-kill');
process.env.EMBEDDED_PG_PORT ??= values['pg-port'];
// The imports above may have read the configuration already.
resetConfig();
const deadlineMs = config.requestDeadlineMs;
const db = await openDatabase(databaseSetup, SCRIPT_POOL);
const sessionSecret = randomBytes(48).toString('base64url');
const sessions = createSessionService(db.orm, { secret: new TextEncoder().encode(sessionSecret) });
const logFile = path.join(config.dataDir, 'connection-kill-server.log');
const serverLog = fs.openSync(logFile, 'w');
const server = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: db.url,
    PGAPPNAME: APP_NAME,
    SESSION_SECRET: sessionSecret,
    NODE_ENV: 'production',
    PORT: values.port,
    REQUEST_DEADLINE_MS: String(deadlineMs),
    // Short lives, so that pages, sessions and member state are read from the database all through the run.
    PAGE_CACHE_TTL_MS: '1000',
    PERSONAL_PAGE_TTL_MS: '1000',
    MEMBER_STATE_TTL_MS: '1000',
    SESSION_ROW_TTL_MS: '1000',
  },
  stdio: ['ignore', serverLog, serverLog],
});
const serverExited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

const agent = new http.Agent({ keepAlive: true, maxSockets: workers * 2 });
type Answer = { status: number; ms: number; text: string };

/** One request; status 0 when no answer came within --hang-ms (the request is then abandoned) or the connection failed. */
function send(method: 'GET' | 'POST', url: string, cookie: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { Cookie: cookie };
    if (payload) Object.assign(headers, { ...csrfHeaders, 'Content-Type': 'application/json', 'Content-Length': payload.length, Cookie: `${csrfHeaders.Cookie}; ${cookie}` });
    const request = http.request(`${base}${url}`, { method, agent, headers, timeout: hangMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', () => resolve({ status: 0, ms: performance.now() - started, text: '' }));
    });
    request.on('timeout', () => request.destroy(new Error('no answer')));
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, text: '' }));
    request.end(payload);
  });
}

/** Terminates up to `killPerRound` random backends of the server every `killEveryMs`; counts them. */
function startKiller() {
  const client = new pg.Client({ connectionString: db.url, application_name: 'yomiba-connection-killer' });
  let stopped = false;
  let killed = 0;
  let rounds = 0;
  const loop = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*) filter (where k.done)::int as n
           from (select pg_terminate_backend(pid) as done from pg_stat_activity
                  where datname = current_database() and application_name = $1 order by random() limit $2) k`,
        [APP_NAME, killPerRound],
      );
      killed += rows[0]!.n;
      rounds++;
      await new Promise((r) => setTimeout(r, killEveryMs));
    }
    await client.end();
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return { killed, rounds };
    },
  };
}

/** Runs `work` again while it fails on a lost connection (the bench's own reads after the run). */
async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || !isConnectionLost(error)) throw error;
    }
  }
}

let code = 0;
try {
  await waitFor(`${base}/api/v1/initialize/`, 120_000);
  const titles = (
    await db.orm.em.fork().execute<{ code: string }[]>(`select title_code as code from title where not is_adult order by id limit 40`)
  ).map((row) => row.code);
  const stories = await db.orm.em.fork().execute<{ title: string; volume: number; story: number; price: number }[]>(
    `select t.title_code as title, v.serial_number as volume, s.story_number as story, s.price_coins as price
       from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
      where s.payment_type = 3 and not t.is_adult and s.price_coins > 0 order by s.id`,
  );
  if (titles.length === 0 || stories.length < memberCount) throw new Error('too few titles or coin stories: seed more titles');

  const wallet = createWalletService(db.orm);
  const members: { cookie: string; userId: number }[] = [];
  for (let i = 0; i < memberCount; i++) {
    const [row] = await db.orm.em
      .fork()
      .execute<{ id: number }[]>('insert into app_user (email, display_name, created_at) values (?, ?, now()) returning id', [`kill-${Date.now().toString(36)}-${i}@example.jp`, `接続切断${i + 1}`]);
    const { cookie } = await sessions.startSession(row!.id, 'bench/connection-kill', false);
    members.push({ cookie: cookie.split(';')[0]!, userId: row!.id });
    await wallet.creditPurchase(row!.id, { paymentId: `kill-${row!.id}`, paidCoins: 10_000_000 });
  }

  type Kind = { name: string; run: (worker: number, i: number) => Promise<Answer> };
  const member = (worker: number) => members[worker % members.length]!;
  const title = (i: number) => titles[i % titles.length]!;
  const stride = Math.max(1, Math.floor(stories.length / members.length));
  const consumed = new Map<number, number>();
  const kinds: Kind[] = [
    { name: 'visitor GET /', run: () => send('GET', '/', '') },
    { name: 'visitor GET /book/title/…/', run: (_w, i) => send('GET', `/book/title/${title(i)}/`, '') },
    { name: 'visitor GET /book/ranking/', run: () => send('GET', '/book/ranking/', '') },
    { name: 'visitor GET /api/v1/initialize/', run: () => send('GET', '/api/v1/initialize/', '') },
    { name: 'member GET /', run: (w) => send('GET', '/', member(w).cookie) },
    { name: 'member GET /bookshelf/', run: (w) => send('GET', '/bookshelf/', member(w).cookie) },
    { name: 'member GET /myitem/', run: (w) => send('GET', '/myitem/', member(w).cookie) },
    { name: 'member GET /book/title/…/', run: (w, i) => send('GET', `/book/title/${title(i + w)}/`, member(w).cookie) },
    { name: 'member GET /api/v1/initialize/', run: (w) => send('GET', '/api/v1/initialize/', member(w).cookie) },
    {
      name: 'member POST consume',
      run: (w) => {
        // Each member walks its own slice of the coin stories (a repeat after the slice is a re-read).
        const m = member(w);
        const n = consumed.get(m.userId) ?? 0;
        consumed.set(m.userId, n + 1);
        const s = stories[((members.indexOf(m) * stride) + n) % stories.length]!;
        return send('POST', '/payment/api/v1/ticket_and_coin/consume/', m.cookie, { title_code: s.title, volume_serial_number: s.volume, story_number: s.story, ticket_div: 'payment', price: s.price, consume_coin: s.price });
      },
    },
  ];

  type Sample = { kind: string; status: number; ms: number };
  const samples: Sample[] = [];
  console.log(
    `${workers} workers, ${members.length} members, ${seconds} s; up to ${killPerRound} server backend(s) terminated every ${killEveryMs} ms; request deadline ${deadlineMs} ms (+${graceMs} ms grace); node ${process.version}`,
  );
  const killer = startKiller();
  const started = performance.now();
  const end = started + seconds * 1000;
  let lastReport = started;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < end; i++) {
        const kind = kinds[(worker + i) % kinds.length]!;
        const answer = await kind.run(worker, i);
        samples.push({ kind: kind.name, status: answer.status, ms: answer.ms });
        if (worker === 0 && performance.now() - lastReport > 60_000) {
          lastReport = performance.now();
          const slowest = samples.reduce((max, s) => Math.max(max, s.ms), 0);
          console.log(`  ${Math.round((lastReport - started) / 1000)} s: ${samples.length} requests, slowest ${slowest.toFixed(0)} ms`);
        }
      }
    }),
  );
  const { killed, rounds } = await killer.stop();

  const limit = deadlineMs + graceMs;
  const over = samples.filter((s) => s.ms > limit);
  const unanswered = samples.filter((s) => s.status === 0);
  const failed = samples.filter((s) => s.status >= 500 && s.status !== 503);
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  const slowest = samples.reduce<Sample | undefined>((max, s) => (!max || s.ms > max.ms ? s : max), undefined);
  console.log(`${samples.length} requests in ${((performance.now() - started) / 1000).toFixed(0)} s; ${killed} backends terminated in ${rounds} rounds`);
  console.log(`latency p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${slowest ? `${slowest.ms.toFixed(0)} ms (${slowest.kind}, ${slowest.status})` : '—'}`);
  console.log(`above the deadline (${limit} ms): ${over.length}; no answer within ${hangMs} ms: ${unanswered.length}; 5xx other than 503: ${failed.length}`);
  for (const s of over.slice(0, 20)) console.log(`  ${s.kind}: ${s.status} after ${s.ms.toFixed(0)} ms`);
  const byKind = new Map<string, Map<number, number>>();
  for (const s of samples) {
    const statuses = byKind.get(s.kind) ?? new Map<number, number>();
    statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
    byKind.set(s.kind, statuses);
  }
  console.log('statuses:');
  for (const [kind, statuses] of byKind) {
    const list = [...statuses].sort((a, b) => a[0] - b[0]).map(([status, n]) => `${status}×${n}`).join(' ');
    console.log(`  ${kind.padEnd(34)} ${list}`);
  }
  if (over.length || unanswered.length || failed.length) code = 1;

  const drifts = await retried(() => reconcileWallet(db.orm.em.fork()));
  console.log(drifts.length === 0 ? 'wallet:reconcile clean after the run' : `wallet:reconcile found ${drifts.length} drift(s)`);
  for (const d of drifts.slice(0, 20)) console.log(`  ${d.check} user ${d.userId} ${d.key}: stored ${d.stored}, ledger ${d.ledger}`);
  if (drifts.length) code = 1;
  console.log(code === 0 ? 'connection-kill: passed' : 'connection-kill: FAILED');
  console.log(`server log: ${logFile}`);
} catch (error) {
  console.error(`connection-kill: ${error instanceof Error ? error.message : String(error)}`);
  code = 2;
} finally {
  server.kill('SIGTERM');
  await serverExited;
  agent.destroy();
  await db.close();
}
process.exit(code);
