/**
 * Throughput of the production build on the demo data: `npm run build && npm run bench`.
 * Prints req/s and latency percentiles; not a test (no pass/fail).
 * Uses wrk when installed (apt-get install wrk): autocannon, being JavaScript on the same
 * 2 cores, saturates before the server does on large bodies such as page images.
 * Options: --duration 10 --connections 10 --port 3200 --client wrk|autocannon
 *
 * `--members`: the demo members signed in (each its own session; requests spread over them) against
 * anonymous visitors, side by side, for the pages of issue 15, /bookshelf/, /myitem/ and initialize.
 * The anonymous page cache's TTL is short for the run (`--page-ttl`, default 3000 ms), so that pages
 * expire inside each measurement and the anonymous p99 includes the re-renders.
 * The embedded database listens on EMBEDDED_PG_PORT (default 54359).
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { keptSecret, newKeyRing } from '#platform/process/kept-secret.ts';
import { rotatingCookiesScript, signInMembers } from './lib/member-sessions.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3200' },
    client: { type: 'string' },
    members: { type: 'boolean', default: false },
    'page-ttl': { type: 'string', default: '3000' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${values.port}`;

const server = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
  cwd: root,
  env: {
    ...process.env,
    SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(48).toString('base64url'),
    NODE_ENV: 'production',
    YOMIBA_DEMO: '1',
    // The demo on a production build needs a key of its own for bank account numbers (platform/config.ts).
    PAYOUT_ACCOUNT_KEYS: process.env.PAYOUT_ACCOUNT_KEYS || keptSecret(path.join(root, '.data', 'bench', 'payout-account-keys'), () => newKeyRing('bench')),
    PORT: values.port,
    YOMIBA_DATA_DIR: path.join(root, '.data', 'bench'),
    EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54359',
    ...(values.members ? { PAGE_CACHE_TTL_MS: values['page-ttl'] } : {}),
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

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
const client = values.client ?? (hasWrk ? 'wrk' : 'autocannon');

type Figures = { rps: number; p50: number; p99: number; non2xx: number };

function wrk(url: string, headers: Record<string, string>, duration: number, script?: string): Figures {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const scriptArgs = script ? ['-s', script] : [];
  const run = spawnSync('wrk', ['-t1', `-c${values.connections}`, `-d${duration}s`, '--latency', ...scriptArgs, ...headerArgs, url], { encoding: 'utf8' });
  const out = run.stdout;
  const ms = (label: string) => {
    const match = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!match) return NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), p50: ms('50'), p99: ms('99'), non2xx };
}

async function cannon(url: string, headers: Record<string, string>, duration: number, cookies?: string[]): Promise<Figures> {
  let turn = 0;
  // Each request with the next session's cookies in turn (the wrk script's rotation).
  const requests = cookies ? [{ setupRequest: (request: { headers?: Record<string, string> }) => ({ ...request, headers: { ...request.headers, cookie: cookies[turn++ % cookies.length]! } }) }] : undefined;
  const result = await autocannon({ url, headers, connections: Number(values.connections), duration, ...(requests ? { requests } : {}) } as autocannon.Options);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

async function measure(name: string, url: string, headers: Record<string, string> = {}) {
  // Warm caches (image renders, pools, JIT) before measuring.
  if (client === 'wrk') wrk(url, headers, 2);
  else await cannon(url, headers, 2);
  const f = client === 'wrk' ? wrk(url, headers, Number(values.duration)) : await cannon(url, headers, Number(values.duration));
  console.log(
    `${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50.toFixed(2).padStart(6)} ms   p99 ${f.p99.toFixed(2).padStart(6)} ms${f.non2xx ? `   non-2xx ${f.non2xx}` : ''}`,
  );
}

/** One URL measured for members (their sessions in turn), after a warm-up. */
async function measureMembers(url: string, cookies: string[], script: string | undefined): Promise<Figures> {
  if (client === 'wrk') {
    wrk(url, {}, 2, script);
    return wrk(url, {}, Number(values.duration), script);
  }
  await cannon(url, {}, 2, cookies);
  return cannon(url, {}, Number(values.duration), cookies);
}

async function measureAnonymous(url: string): Promise<Figures> {
  if (client === 'wrk') {
    wrk(url, {}, 2);
    return wrk(url, {}, Number(values.duration));
  }
  await cannon(url, {}, 2);
  return cannon(url, {}, Number(values.duration));
}

const cell = (f: Figures | null) => (f ? `${f.rps.toFixed(0).padStart(7)} ${f.p50.toFixed(1).padStart(6)} ${f.p99.toFixed(1).padStart(6)}${f.non2xx ? ` (${f.non2xx} non-2xx)` : ''}` : `${'—'.padStart(7)} ${''.padStart(6)} ${''.padStart(6)}`);

/** Anonymous and member figures side by side (issue 15's table). */
async function membersRun() {
  const top = await (await fetch(`${base}/`)).text();
  const titleCode = /href="\/book\/title\/([A-Z0-9]+)\/"/.exec(top)?.[1];
  if (!titleCode) throw new Error('unexpected demo data');
  const cookies = await signInMembers(base);
  const script = client === 'wrk' ? rotatingCookiesScript(cookies) : undefined;
  const pages: { name: string; path: string; anonymous: boolean }[] = [
    { name: '/', path: '/', anonymous: true },
    { name: '/book/title/{code}/', path: `/book/title/${titleCode}/`, anonymous: true },
    { name: '/book/ranking/', path: '/book/ranking/', anonymous: true },
    { name: '/book/search/?keyword=恋', path: `/book/search/?keyword=${encodeURIComponent('恋')}`, anonymous: true },
    { name: '/book/new/', path: '/book/new/', anonymous: true },
    // Members only (a visitor is sent to sign in).
    { name: '/bookshelf/', path: '/bookshelf/', anonymous: false },
    { name: '/myitem/', path: '/myitem/', anonymous: false },
    { name: 'GET /api/v1/initialize/', path: '/api/v1/initialize/', anonymous: true },
  ];
  console.log(`client ${client}, connections ${values.connections}, ${values.duration} s each after 2 s of warm-up, ${cookies.length} member sessions in turn, anonymous page cache TTL ${values['page-ttl']} ms, node ${process.version}`);
  console.log(`${'request'.padEnd(28)} ${'anonymous req/s    p50    p99'.padStart(30)}   ${'member req/s    p50    p99'.padStart(27)}   member/anonymous`);
  for (const page of pages) {
    const url = `${base}${page.path}`;
    const anonymous = page.anonymous ? await measureAnonymous(url) : null;
    const member = await measureMembers(url, cookies, script);
    const ratio = anonymous ? `${((member.rps / anonymous.rps) * 100).toFixed(1)} %` : '';
    console.log(`${page.name.padEnd(28)} ${cell(anonymous).padStart(30)}   ${cell(member).padStart(27)}   ${ratio}`);
  }
  console.log('(ms for p50 and p99)');
  if (script) rmSync(script, { force: true });
}

try {
  await waitReady();
  if (values.members) {
    await membersRun();
  } else {
    const initialize = await (await fetch(`${base}/api/v1/initialize/`)).json();
    const top = await (await fetch(`${base}/`)).text();
    const titleCode = /href="\/book\/title\/([A-Z0-9]+)\/"/.exec(top)?.[1];
    if (!titleCode || !initialize.success) throw new Error('unexpected demo data');
    const title = await (await fetch(`${base}/book/title/${titleCode}/`)).text();
    const story = /href="\/bv\/t\/([A-Z0-9]+)\/v\/(\d+)\/s\/(\d+)\/p\/1\/"/.exec(title);
    if (!story) throw new Error('no free story on the title page');
    const image = `${base}/img/page/${story[1]}/${story[2]}/${story[3]}/1?w=720`;

    console.log(`client ${client}, connections ${values.connections}, ${values.duration} s each, node ${process.version}`);
    await measure('GET /api/v1/initialize/', `${base}/api/v1/initialize/`);
    await measure('GET / (top page)', `${base}/`);
    await measure('GET /book/title/…/', `${base}/book/title/${titleCode}/`);
    // A session cookie bypasses the anonymous micro-cache: every request renders (RSC + SSR + queries).
    await measure('GET /book/title/…/ (no page cache)', `${base}/book/title/${titleCode}/`, { Cookie: 'yomiba_session=bench' });
    // Issue 5: the ranking page and a search page at least 400 req/s each (anonymous, shared answers).
    await measure('GET /book/ranking/', `${base}/book/ranking/`);
    const keyword = encodeURIComponent(/<h1[^>]*>([^<]{2})/.exec(title)?.[1] ?? 'まほう');
    await measure('GET /book/search/?keyword=…', `${base}/book/search/?keyword=${keyword}`);
    await measure('GET /book/review/…/', `${base}/book/review/${titleCode}/`);
    await measure('GET /book/review/…/ (no page cache)', `${base}/book/review/${titleCode}/`, { Cookie: 'yomiba_session=bench' });
    await measure('GET /api/v1/review/?title_code=…', `${base}/api/v1/review/?title_code=${titleCode}`);
    await measure('GET page image 720w (avif)', image, { Accept: 'image/avif,image/webp,*/*' });
    await measure('GET page image 720w (webp)', image, { Accept: 'image/webp,*/*' });
  }
} finally {
  await stop();
}
