/**
 * `npm run cluster [-- --processes 2 --port 3300]`: builds when the sources changed, then starts N app
 * processes of the production build behind HAProxy (installed with apt-get when missing) on
 * DATABASE_URL and REDIS_URL (defaults: the machine's PostgreSQL, database `yomiba_cluster`, created
 * and seeded with the demo on the first start, and Redis at 127.0.0.1:6379). Ctrl-C drains and stops
 * every process. Working files (logs, haproxy.cfg, shared images) in `.data/cluster/`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startCluster } from '../deploy/cluster.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3300' },
    production: { type: 'boolean', default: false },
  },
});
const processes = Number(values.processes);
const port = Number(values.port);
if (!Number.isInteger(processes) || processes < 1 || processes > 32) throw new Error('--processes must be 1 to 32');
if (!Number.isInteger(port) || port < 1 || port > 65_000) throw new Error('--port must be a port number');

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/yomiba_cluster';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const dir = path.join(ROOT, '.data', 'cluster');
console.log(`[cluster] ${processes} app process(es) on ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')} and ${redisUrl}`);

const cluster = await startCluster({
  processes,
  port,
  databaseUrl,
  redisUrl,
  dir,
  // The demo (members with the well-known password, generated art) unless --production.
  env: values.production ? {} : { YOMIBA_DEMO: '1' },
  inheritOutput: true,
});
console.log(`[cluster] 読み場 is ready on ${cluster.url} (logs: JSON lines above; Ctrl-C stops)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('[cluster] stopping (each app drains its requests)…');
    void cluster.stop().then(() => process.exit(0));
  });
}
