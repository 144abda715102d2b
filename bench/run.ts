/**
 * Throughput of the production build on the demo data: `npm run build && npm run bench`.
 * Prints req/s and latency percentiles; not a test (no pass/fail).
 * Options: --duration 10 --connections 10 --port 3200
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3200' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${values.port}`;

const server = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: values.port, YOMIBA_DATA_DIR: path.join(root, '.data', 'bench'), EMBEDDED_PG_PORT: '54359' },
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

async function measure(name: string, url: string, headers: Record<string, string> = {}) {
  // Warm caches (image renders, pools, JIT) before measuring.
  await autocannon({ url, headers, connections: 2, duration: 2 });
  const result = await autocannon({ url, headers, connections: Number(values.connections), duration: Number(values.duration) });
  const non2xx = result.non2xx;
  console.log(
    `${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${non2xx ? `   non-2xx ${non2xx}` : ''}`,
  );
}

try {
  await waitReady();
  const initialize = await (await fetch(`${base}/api/v1/initialize/`)).json();
  const top = await (await fetch(`${base}/`)).text();
  const titleCode = /href="\/book\/title\/([A-Z0-9]+)\/"/.exec(top)?.[1];
  if (!titleCode || !initialize.success) throw new Error('unexpected demo data');
  const title = await (await fetch(`${base}/book/title/${titleCode}/`)).text();
  const story = /href="\/bv\/t\/([A-Z0-9]+)\/v\/(\d+)\/s\/(\d+)\/p\/1\/"/.exec(title);
  if (!story) throw new Error('no free story on the title page');
  const image = `${base}/img/page/${story[1]}/${story[2]}/${story[3]}/1?w=720`;

  console.log(`connections ${values.connections}, ${values.duration} s each, node ${process.version}`);
  await measure('GET /api/v1/initialize/', `${base}/api/v1/initialize/`);
  await measure('GET / (top page)', `${base}/`);
  await measure(`GET /book/title/…/`, `${base}/book/title/${titleCode}/`);
  await measure('GET page image (webp)', image, { Accept: 'image/avif,image/webp,*/*' });
} finally {
  await stop();
}
