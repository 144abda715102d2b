/**
 * The figures of bench/run.ts through HAProxy, with 1 and then 2 app processes, in one run:
 * `npm run bench:cluster [-- --duration 5 --connections 10 --port 3360]` (decision 041). Also prints the
 * app processes' CPU time per request (from /proc), the basis of the capacity estimate in docs/operations.md.
 * DATABASE_URL (default: the machine's PostgreSQL, database yomiba_cluster, demo seeded on the first
 * start) and REDIS_URL (default 127.0.0.1:6379). Uses wrk when installed, else autocannon. Not a test.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ROOT, startCluster, type Cluster } from '../deploy/cluster.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3360' },
    client: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(`npm run bench:cluster [-- --duration SECONDS (5) --connections N (10) --port PORT (3360) --client wrk|autocannon]
The figures of bench/run.ts through HAProxy with 1 and then 2 app processes, and their CPU time per request.
DATABASE_URL (default postgres://postgres@127.0.0.1:5432/yomiba_cluster), REDIS_URL (default redis://127.0.0.1:6379).`);
  process.exit(0);
}
const port = Number(values.port);
const duration = Number(values.duration);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/yomiba_cluster';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
const client = values.client ?? (hasWrk ? 'wrk' : 'autocannon');

type Figures = { rps: number; p50: number; p99: number; non2xx: number; requests: number };

function wrk(url: string, headers: Record<string, string>, seconds: number): Figures {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const out = spawnSync('wrk', ['-t1', `-c${values.connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url], { encoding: 'utf8' }).stdout;
  const ms = (label: string) => {
    const match = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!match) return NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: ms('50'),
    p99: ms('99'),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
  };
}

async function cannon(url: string, headers: Record<string, string>, seconds: number): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: Number(values.connections), duration: seconds });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, requests: result.requests.total };
}

/** User + system CPU seconds of a process so far (/proc/<pid>/stat, clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type Row = { name: string; figures: Figures; cpuMsPerRequest: number };

async function measureAll(cluster: Cluster): Promise<Row[]> {
  const base = cluster.url;
  const top = await (await fetch(`${base}/`)).text();
  const titleCode = /href="\/book\/title\/([A-Z0-9]+)\/"/.exec(top)?.[1];
  if (!titleCode) throw new Error('unexpected demo data: no title on the top page');
  const title = await (await fetch(`${base}/book/title/${titleCode}/`)).text();
  const story = /href="\/bv\/t\/([A-Z0-9]+)\/v\/(\d+)\/s\/(\d+)\/p\/1\/"/.exec(title);
  if (!story) throw new Error('no free story on the title page');
  const image = `${base}/img/page/${story[1]}/${story[2]}/${story[3]}/1?w=720`;
  const keyword = encodeURIComponent(/<h1[^>]*>([^<]{2})/.exec(title)?.[1] ?? 'まほう');
  const noCache = { Cookie: 'yomiba_session=bench' };
  const targets: [string, string, Record<string, string>?][] = [
    ['GET /api/v1/initialize/', `${base}/api/v1/initialize/`],
    ['GET / (top page)', `${base}/`],
    ['GET /book/title/…/', `${base}/book/title/${titleCode}/`],
    ['GET /book/title/…/ (no page cache)', `${base}/book/title/${titleCode}/`, noCache],
    ['GET /book/ranking/', `${base}/book/ranking/`],
    ['GET /book/search/?keyword=…', `${base}/book/search/?keyword=${keyword}`],
    ['GET /book/review/…/', `${base}/book/review/${titleCode}/`],
    ['GET /book/review/…/ (no page cache)', `${base}/book/review/${titleCode}/`, noCache],
    ['GET /api/v1/review/?title_code=…', `${base}/api/v1/review/?title_code=${titleCode}`],
    ['GET page image 720w (avif)', image, { Accept: 'image/avif,image/webp,*/*' }],
  ];
  const rows: Row[] = [];
  for (const [name, url, headers = {}] of targets) {
    if (client === 'wrk') wrk(url, headers, 1);
    else await cannon(url, headers, 1);
    const pids = cluster.apps.map((app) => app.child.pid!);
    const before = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const figures = client === 'wrk' ? wrk(url, headers, duration) : await cannon(url, headers, duration);
    const used = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - before;
    rows.push({ name, figures, cpuMsPerRequest: figures.requests ? (used * 1000) / figures.requests : NaN });
    console.log(`  ${name.padEnd(36)} ${figures.rps.toFixed(0).padStart(7)} req/s  p50 ${figures.p50.toFixed(2).padStart(7)} ms  p99 ${figures.p99.toFixed(2).padStart(7)} ms  app CPU ${rows.at(-1)!.cpuMsPerRequest.toFixed(3)} ms/req${figures.non2xx ? `  non-2xx ${figures.non2xx}` : ''}`);
  }
  return rows;
}

const results: Record<number, Row[]> = {};
console.log(`client ${client}, ${values.connections} connections, ${duration} s per URL, through HAProxy on ${port}; node ${process.version}; load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
for (const processes of [1, 2]) {
  console.log(`\n${processes} app process(es):`);
  const cluster = await startCluster({
    processes,
    port,
    databaseUrl,
    redisUrl,
    dir: path.join(ROOT, '.data', 'bench-cluster'),
    env: { YOMIBA_DEMO: '1', LOG_LEVEL: 'warn', REDIS_BUS_CHANNEL: 'bench-cluster:invalidate' },
    log: () => {},
  });
  try {
    results[processes] = await measureAll(cluster);
  } finally {
    await cluster.stop();
  }
}

console.log('\n| request | 1 process req/s (p99) | 2 processes req/s (p99) | app CPU ms/req |');
console.log('|---|---:|---:|---:|');
for (const [i, one] of results[1]!.entries()) {
  const two = results[2]![i]!;
  const cell = (r: Row) => `${r.figures.rps.toFixed(0)} (${r.figures.p99.toFixed(1)} ms)`;
  console.log(`| \`${one.name}\` | ${cell(one)} | ${cell(two)} | ${one.cpuMsPerRequest.toFixed(3)} |`);
}
console.log(`load average after: ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
