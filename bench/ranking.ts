/**
 * Throughput of /book/ranking/ on the production build: `npx waku build && npx node bench/ranking.ts`.
 * Anonymous visitors are served from the page micro-cache (decision 003); the member row renders every
 * time (a session cookie bypasses the cache). Target (issue 5): the anonymous page ≥ 400 req/s.
 * Prints the machine's load average too: the 2 cores are shared, so figures move with other work.
 * Options: --duration 10 --connections 10 --port 3210 --pg-port 54369
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { keptSecret, newKeyRing } from '#platform/process/kept-secret.ts';
import { RANKING_BASES, RANKING_KINDS, RANKING_LISTS, rankingHref } from '#modules/rankings/index.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3210' },
    'pg-port': { type: 'string', default: '54369' },
  },
});
const TARGET = 400;
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${values.port}`;
const server = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
  cwd: root,
  env: {
    ...process.env,
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    NODE_ENV: 'production',
    // The demo, as `npm start` serves it (a production start has no titles), with a key of its own for bank account numbers.
    YOMIBA_DEMO: '1',
    PAYOUT_ACCOUNT_KEYS: process.env.PAYOUT_ACCOUNT_KEYS || keptSecret(path.join(root, '.data', 'bench-ranking', 'payout-account-keys'), () => newKeyRing('bench')),
    PORT: values.port,
    YOMIBA_DATA_DIR: path.join(root, '.data', 'bench-ranking'),
    EMBEDDED_PG_PORT: values['pg-port'],
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => new Promise<void>((resolve) => {
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

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');

async function measure(name: string, paths: string[], headers: Record<string, string> = {}, target?: number) {
  const options = { url: base, headers, connections: Number(values.connections), requests: paths.map((p) => ({ method: 'GET' as const, path: p })) };
  await autocannon({ ...options, duration: 2 }); // warm-up: caches, pools, JIT
  const r = await autocannon({ ...options, duration: Number(values.duration) });
  const verdict = target ? (r.requests.average >= target ? `  ≥ ${target}: yes` : `  ≥ ${target}: NO`) : '';
  console.log(
    `${name.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${r.latency.p50.toFixed(1).padStart(6)} ms   p99 ${r.latency.p99.toFixed(1).padStart(6)} ms${r.non2xx ? `   non-2xx ${r.non2xx}` : ''}${verdict}`,
  );
}

try {
  await waitReady();
  const page = await (await fetch(`${base}/book/ranking/`)).text();
  if (!page.includes('ranking-item__rank')) throw new Error('the ranking page is empty: no demo activity?');
  // Every public variant's first page: kind × basis × the lists a visitor sees.
  const variants = RANKING_KINDS.flatMap((kind) => RANKING_BASES.flatMap((basis) => RANKING_LISTS.filter((l) => !l.adult).map((l) => rankingHref({ kind, basis, list: l.key }))));
  console.log(`autocannon, ${values.connections} connections, ${values.duration} s each, node ${process.version}, ${os.cpus().length} cores, load average ${load()}`);
  await measure('GET /book/ranking/ (anonymous, page cache)', ['/book/ranking/'], {}, TARGET);
  await measure(`GET /book/ranking/ ${variants.length} variants (anonymous)`, variants, {}, TARGET);
  await measure('GET /book/ranking/ (rendered every time)', ['/book/ranking/'], { Cookie: 'yomiba_session=bench' });
  await measure('GET /api/v1/ranking/ (anonymous)', ['/api/v1/ranking/']);
  console.log(`load average afterwards ${load()}`);
  await new Promise((r) => setTimeout(r, 3000)); // let the last queued requests finish before the database closes
} finally {
  await stop();
}
