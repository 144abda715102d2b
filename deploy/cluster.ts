/**
 * A local cluster: N app processes of the production build (`node dist/serve-node.js`) behind HAProxy,
 * on one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL). Used by `npm run cluster`, the cluster
 * tests and `npm run bench:cluster` (decision 041).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { keptSecret, newKeyRing } from '#platform/process/kept-secret.ts';
import { buildIfNeeded } from './build-if-needed.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

export type ClusterOptions = {
  /** App processes (default 2). */
  processes?: number;
  /** The balancer's port; the apps listen on the next ones (port+1 …). */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** Working directory: HAProxy's configuration, the apps' logs, the shared image store, the session secret. */
  dir: string;
  /** More environment for every app (e.g. YOMIBA_DEMO=1, SEED_TITLES). */
  env?: Record<string, string>;
  /** Where lines about the cluster go (default: console.log). */
  log?: (line: string) => void;
  /** Show the apps' own output on stdout instead of only in their log files. */
  inheritOutput?: boolean;
};

export type AppProcess = {
  index: number;
  port: number;
  url: string;
  /** The running child (replaced by `start()`). */
  child: ChildProcess;
  /** Resolves with the exit code or signal of the current child. */
  exited: Promise<number | string | null>;
  /** Starts the process again (after a kill) and waits until it is ready. */
  start(): Promise<void>;
};

export type Cluster = { url: string; apps: AppProcess[]; dir: string; stop(): Promise<void> };

/** HAProxy from Debian, installed when missing (the machine's nginx would do, but OSS nginx has no active health checks). */
export function ensureHaproxy(log: (line: string) => void = console.log): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy 2>/dev/null'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (found) return found;
  log('[cluster] installing haproxy (apt-get)…');
  const install = spawnSync('sh', ['-c', 'apt-get install -y haproxy || (apt-get update && apt-get install -y haproxy)'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (install.status !== 0) throw new Error('could not install haproxy: run `apt-get install -y haproxy`');
  return '/usr/sbin/haproxy';
}

/**
 * The balancer: round robin over the ready apps, `/readyz` checked every 500 ms (a draining or dead app
 * is out after 2 failures), client address and scheme passed on (the apps run with TRUST_PROXY=1, so an
 * X-Forwarded-For sent by the client is dropped first). A request whose connection to an app failed is
 * sent to another app (`option redispatch`, retries on connection failure only: nothing a process may
 * have started is sent twice).
 */
export function haproxyConfig(port: number, apps: { index: number; port: number }[]): string {
  return `global
  maxconn 4000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  timeout queue 10s
  option redispatch
  retries 2
  retry-on conn-failure

frontend web
  bind 127.0.0.1:${port}
  http-request del-header X-Forwarded-For
  http-request set-header X-Forwarded-Proto http
  option forwardfor
  default_backend apps

backend apps
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 500ms fall 2 rise 1 maxconn 1000
  # Which app answered (the tests check that requests are spread; drop it in a public deployment).
  http-response set-header X-Served-By %[srv_name]
${apps.map((app) => `  server app${app.index} 127.0.0.1:${app.port} check`).join('\n')}
`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200 (or throws after `timeoutMs`). */
export async function waitFor(url: string, timeoutMs = 60_000, exited?: Promise<unknown>): Promise<void> {
  const end = Date.now() + timeoutMs;
  let dead = false;
  void exited?.then(() => (dead = true));
  let last = '';
  while (Date.now() < end) {
    if (dead) throw new Error(`the process behind ${url} exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
      last = String(response.status);
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last})`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const count = options.processes ?? 2;
  const haproxy = ensureHaproxy(log);
  buildIfNeeded(log);
  fs.mkdirSync(options.dir, { recursive: true });
  // One session secret for every process: a session made by one is read by the others.
  const secretFile = path.join(options.dir, 'session-secret');
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(36).toString('base64url'), { mode: 0o600 });
  const secret = fs.readFileSync(secretFile, 'utf8').trim();
  // One key of bank account numbers for every process too: a production build never uses the development key (platform/config.ts).
  const payoutKeys = process.env.PAYOUT_ACCOUNT_KEYS || keptSecret(path.join(options.dir, 'payout-account-keys'), () => newKeyRing('cluster'));

  const baseEnv: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    SESSION_SECRET: secret,
    PAYOUT_ACCOUNT_KEYS: payoutKeys,
    TRUST_PROXY: '1',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    // Rendered images are shared through one directory on this machine.
    IMAGE_STORE_DIR: path.join(options.dir, 'images'),
    YOMIBA_DATA_DIR: options.dir,
    // The balancer checks every 500 ms and needs two failures: keep serving a little longer than that.
    DRAIN_DELAY_MS: '1500',
    ...options.env,
  };

  const apps: AppProcess[] = [];
  const stopping = { value: false };
  for (let index = 1; index <= count; index += 1) {
    const port = options.port + index;
    const logFile = path.join(options.dir, `app-${index}.log`);
    const app: AppProcess = {
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      child: undefined as unknown as ChildProcess,
      exited: Promise.resolve(null),
      async start() {
        const out = fs.openSync(logFile, 'a');
        const env: Record<string, string> = { ...baseEnv, PORT: String(port) };
        const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'serve-node.js')], {
          cwd: ROOT,
          env,
          stdio: ['ignore', options.inheritOutput ? 'inherit' : out, options.inheritOutput ? 'inherit' : out],
        });
        fs.closeSync(out);
        app.child = child;
        app.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
        void app.exited.then((how) => {
          if (!stopping.value) log(`[cluster] app ${index} (port ${port}) exited: ${how}`);
        });
        await waitFor(`${app.url}/readyz`, 90_000, app.exited);
        // The first request opens the services (rankings computed, search documents ready).
        await waitFor(`${app.url}/api/v1/initialize/`, 90_000, app.exited);
      },
    };
    apps.push(app);
  }

  const stopApps = async () => {
    stopping.value = true;
    await Promise.all(
      apps.map(async (app) => {
        if (!app.child || app.child.exitCode !== null || app.child.signalCode !== null) return;
        app.child.kill('SIGTERM');
        const timer = setTimeout(() => app.child.kill('SIGKILL'), 15_000);
        await app.exited;
        clearTimeout(timer);
      }),
    );
  };

  let balancer: ChildProcess | undefined;
  try {
    // The first process migrates (and, in demo mode, seeds) an empty database alone; then the others start.
    log(`[cluster] starting app 1 on port ${apps[0]!.port}…`);
    await apps[0]!.start();
    log(`[cluster] starting ${count - 1} more app process(es)…`);
    await Promise.all(apps.slice(1).map((app) => app.start()));

    const configFile = path.join(options.dir, 'haproxy.cfg');
    fs.writeFileSync(configFile, haproxyConfig(options.port, apps));
    balancer = spawn(haproxy, ['-f', configFile, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
    const balancerExit = new Promise((resolve) => balancer!.once('exit', resolve));
    await waitFor(`http://127.0.0.1:${options.port}/readyz`, 20_000, balancerExit);
    log(`[cluster] HAProxy on http://127.0.0.1:${options.port} → ${apps.map((app) => app.port).join(', ')}`);
  } catch (error) {
    balancer?.kill('SIGTERM');
    await stopApps();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${options.port}`,
    apps,
    dir: options.dir,
    async stop() {
      await stopApps();
      if (balancer && balancer.exitCode === null) {
        const gone = new Promise((resolve) => balancer!.once('exit', resolve));
        balancer.kill('SIGTERM');
        await gone;
      }
    },
  };
}
