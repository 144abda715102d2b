/**
 * Every page route of the production build asked for in the odd forms of an attack (issue 29): `//x`,
 * `/x//y`, dot segments, writes without the slash, writes to Waku's `/RSC/…`, and bodies of 100 MB.
 * No answer is a 5xx, no Location leads to another host, a guarded page never answers a visitor with
 * a shareable page, and the process's memory stays within a bound. Needs `waku build` first.
 */
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isMemberRoute } from '#src/server/route-guards.ts';
import { ROOT, startCluster, type Cluster } from './cluster.ts';

const PORT = Number(process.env.CLUSTER_TEST_PORT || 3340) + 10;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const databaseUrl = inject('databaseUrl');
const MB = 1024 * 1024;

let cluster: Cluster;
let dir: string;
let app: { host: string; port: number; pid: number };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'yomiba-hostile-'));
  cluster = await startCluster({
    processes: 1,
    port: PORT,
    databaseUrl,
    redisUrl: REDIS_URL,
    dir,
    log: () => {},
    env: { REDIS_BUS_CHANNEL: `test:hostile:${randomUUID()}`, YOMIBA_DEMO: '1', LOG_LEVEL: 'silent', RANKINGS_REFRESH_MS: '0', JOBS: 'off' },
  });
  const url = new URL(cluster.apps[0]!.url);
  app = { host: url.hostname, port: Number(url.port), pid: cluster.apps[0]!.child.pid! };
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

type Raw = { status: number; headers: http.IncomingHttpHeaders };

/** One request with the path sent exactly as written (fetch would resolve its dot segments first). */
function raw(method: string, target: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: app.host, port: app.port, method, path: target, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${target}: no answer in 30 s`)));
    request.end();
  });
}

/**
 * A write of `bytes` (by Content-Length or chunked) on a plain socket: the server may answer and close
 * before the body is through, which is the point; the answer's status is what it sent first.
 */
function rawUpload(method: string, target: string, bytes: number, chunked = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(app.port, app.host);
    let received = '';
    let sent = 0;
    const chunk = Buffer.alloc(MB, 0x61);
    const frame = chunked ? Buffer.concat([Buffer.from(`${MB.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
    const pump = () => {
      while (sent < bytes && !socket.destroyed) {
        sent += MB;
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
      if (!socket.destroyed && chunked) socket.write('0\r\n\r\n');
    };
    const done = () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`${method} ${target}: no answer (${received.slice(0, 80)})`));
    };
    socket.setTimeout(60_000, () => socket.destroy());
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (/^HTTP\/1\.1 \d{3}/.test(received)) socket.destroy();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', done);
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${app.host}:${app.port}\r\n${chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bytes}`}\r\nContent-Type: application/json\r\n\r\n`);
    pump();
  });
}

const SAMPLE: Record<string, string> = { titleCode: 'YB000001', volume: '1', story: '1', page: '1', year: '2024', genreName: 'shounen' };

/** Every page route of src/pages, with a sample value for each parameter, in its canonical form. */
function pageRoutes(): string[] {
  const pages = path.join(ROOT, 'src', 'pages');
  const routes = new Set<string>();
  for (const file of fs.readdirSync(pages, { recursive: true }) as string[]) {
    if (!file.endsWith('.tsx') || file.split(path.sep).some((part) => part.startsWith('_'))) continue;
    const segments = file.slice(0, -4).split(path.sep).filter((s) => s !== 'index').map((s) => s.replace(/^\[(.+)\]$/, (_, name: string) => SAMPLE[name] ?? '1'));
    routes.add(segments.length ? `/${segments.join('/')}/` : '/');
  }
  return [...routes].sort();
}

/** The odd spellings of one canonical page path. */
function oddForms(route: string): { method: string; target: string }[] {
  const bare = route.slice(1, -1);
  const rsc = `/RSC/R/${bare || '_root'}.txt`;
  const reads = [`/${route}`, `//${bare}`, `/./${bare}/`, `/x/..${route}`, `/x/%2e%2e${route}`, `${route}.`, route.replace(/\/(?=[^/]+\/$)/, '//'), `${route}%2e%2e/`, `/\\${bare}/`, `${rsc.replace('/R/', '/R//')}`];
  const writes = [route, route.length > 1 ? route.slice(0, -1) : '/', `/${route}`, rsc, rsc.replace('/R/', '/R//'), '/RSC/F/x/y.txt'];
  return [...reads.map((target) => ({ method: 'GET', target })), ...writes.map((target) => ({ method: 'POST', target }))];
}

/** The demo's developer pages that fail on purpose (absent from production: isDeveloperPage). */
const DELIBERATE_500 = /^\/(sample\/cause_error|check500)\/?$/;

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

describe('odd paths and bodies against the production build (issue 29)', () => {
  it('never answer 5xx, never redirect to another host, and never share a guarded page', async () => {
    const routes = pageRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const route of routes) {
      for (const { method, target } of oddForms(route)) {
        // What the server resolves the target to (`/staff/%2e%2e/` is the top page).
        const resolved = new URL(`http://x${target.replace(/\/{2,}/g, '/')}`);
        const guarded = isMemberRoute(resolved);
        const answer = await raw(method, target);
        const where = `${method} ${target} → ${answer.status}`;
        const location = answer.headers.location ?? '';
        const cacheControl = String(answer.headers['cache-control'] ?? '');
        if (answer.status >= 500 && !DELIBERATE_500.test(resolved.pathname)) problems.push(`${where}: server error`);
        if (/^(\/[/\\]|[a-z]+:)/i.test(location) && !location.startsWith(`http://${app.host}:${app.port}/`)) problems.push(`${where}: Location ${location}`);
        if (guarded && (answer.status === 200 || /public/.test(cacheControl))) problems.push(`${where}: a guarded page for a visitor (${cacheControl})`);
        if (method === 'POST' && answer.status === 200) problems.push(`${where}: a page took a write`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('refuses 100 MB bodies to pages, Waku and the API without holding them: memory stays within a bound', async () => {
    const before = rssOf(app.pid);
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all([
        rawUpload('POST', '/RSC/F/x/y.txt', 100 * MB),
        rawUpload('POST', '/RSC/F/x/y.txt', 100 * MB, true),
        rawUpload('POST', '/bookshelf/', 100 * MB, true),
        rawUpload('POST', '/api/v1/review/', 100 * MB),
        rawUpload('POST', '/api/v1/review/', 100 * MB, true),
        rawUpload('PUT', '/staff/', 100 * MB),
      ]);
      expect(answers).toEqual([405, 405, 405, 413, 413, 405]);
    }
    // The next request on a fresh connection is served as usual.
    expect((await raw('GET', '/api/v1/initialize/')).status).toBe(200);
    expect(rssOf(app.pid) - before).toBeLessThan(128 * MB);
  }, 120_000);
});
