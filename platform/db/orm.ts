import path from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import pg from 'pg';
import { Migrator } from '@mikro-orm/migrations';
import type { Migration } from '@mikro-orm/migrations';
import { config } from '../config.ts';
import { log } from '../log/logger.ts';
import { ensureDatabase, leaveSignalsToCaller, startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres.ts';
import { guardCheckedOutClients } from './pool-guard.ts';
import { onShutdown } from '../process/shutdown.ts';

export type DatabaseSetup = {
  entities: NonNullable<Options['entities']>;
  migrations: { name: string; class: new (...args: never[]) => Migration }[];
  /** Fills an empty database (demo data); runs after migrations. */
  seedIfEmpty?: (orm: MikroORM) => Promise<void>;
};

/**
 * `readOrm`: the read-only connection (DATABASE_READ_URL, a replica) for the queries that may lag
 * the primary by a moment; the primary's ORM when unset.
 */
export type Database = { orm: MikroORM; readOrm: MikroORM; url: string; close: () => Promise<void> };

const EMBEDDED_DB_NAME = 'yomiba';

/** Creates DATABASE_URL's database with a UTF-8 ctype when it is missing (the migrator would use the template's). */
async function ensureConfiguredDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  if (!name) return;
  admin.pathname = '/postgres';
  try {
    await ensureDatabase(admin.toString(), name);
  } catch (error) {
    log.warn(`[db] could not check database "${name}" through the server's postgres database: ${(error as Error).message}`);
  }
}

async function resolveUrl(): Promise<{ url: string; embedded?: EmbeddedServer }> {
  if (config.databaseUrl) {
    await ensureConfiguredDatabase(config.databaseUrl);
    return { url: config.databaseUrl };
  }
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPgPort);
  await ensureDatabase(embedded.url('postgres'), EMBEDDED_DB_NAME);
  return { url: embedded.url(EMBEDDED_DB_NAME), embedded };
}

/**
 * The pool's bounds (decision 081): `max` connections (DB_POOL_MAX), how long a caller waits for one
 * (`acquireTimeoutMs`, DB_ACQUIRE_TIMEOUT_MS; opening a connection included) and how long one statement may
 * run before PostgreSQL cancels it (`statementTimeoutMs`, DB_STATEMENT_TIMEOUT_MS; 0: no limit). Both
 * failures answer 503 (connection-errors.ts `isUnavailable`).
 */
export type PoolSettings = { max?: number; acquireTimeoutMs?: number; statementTimeoutMs?: number };

/** The command-line scripts' bulk work (seed, reconcile, rankings refresh) has no statement timeout. */
export const SCRIPT_POOL: PoolSettings = { statementTimeoutMs: 0 };

export function ormOptions(setup: DatabaseSetup, url: string, pool: PoolSettings = {}): Options {
  const statementTimeoutMs = pool.statementTimeoutMs ?? config.dbStatementTimeoutMs;
  return {
    clientUrl: url,
    entities: setup.entities,
    extensions: [Migrator],
    // "[migrator] Processing/Applied …" lines only where the logger prints info lines (not under vitest).
    migrations: { migrationsList: setup.migrations as never, transactional: true, allOrNothing: true, snapshot: false, silent: !log.isLevelEnabled('info') },
    pool: { min: 0, max: pool.max ?? config.dbPoolMax },
    driverOptions: {
      onPoolCreated: guardCheckedOutClients,
      // pg-pool: how long connect() waits for a free or new connection before "timeout exceeded when trying to connect".
      connectionTimeoutMillis: pool.acquireTimeoutMs ?? config.dbAcquireTimeoutMs,
      // Sent with each connection's start-up: the session's default, which SET LOCAL may raise for one transaction.
      ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    },
    debug: config.dbDebug,
    ensureDatabase: false,
    discovery: { warnWhenNoEntities: false },
  };
}

/** pg_advisory_lock key held while a process migrates and seeds ('YMIG'). */
const MIGRATION_LOCK = 0x594d_4947;

/**
 * Runs `work` while holding the migration lock on a connection of its own: processes started together on
 * a fresh database migrate and seed one after the other (the second finds nothing pending), instead of
 * both running the same migration (e.g. `create extension pg_trgm`) and one failing.
 */
async function withMigrationLock(url: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}

/** Connects (starting the embedded server when DATABASE_URL is unset), migrates and seeds; `pool`: SCRIPT_POOL for the scripts. */
export async function openDatabase(setup: DatabaseSetup, pool: PoolSettings = {}): Promise<Database> {
  const { url, embedded } = await resolveUrl();
  let orm: MikroORM | undefined;
  let readOrm: MikroORM | undefined;
  try {
    const opened = await MikroORM.init(ormOptions(setup, url, pool));
    orm = opened;
    await withMigrationLock(url, async () => {
      // One transaction for every pending migration (allOrNothing), free of the statement timeout: building
      // an index on a big table may take longer than any request should.
      await opened.em.fork().transactional(async (em) => {
        await em.execute('set local statement_timeout = 0');
        await opened.migrator.up({ transaction: em.getTransactionContext() });
      });
      await setup.seedIfEmpty?.(opened);
    });
    // The replica is not migrated here: it follows the primary.
    readOrm = config.databaseReadUrl ? await MikroORM.init(ormOptions(setup, config.databaseReadUrl, { ...pool, max: config.dbReadPoolMax })) : orm;
  } catch (error) {
    await orm?.close(true);
    await embedded?.stop();
    throw error;
  }
  const primary = orm;
  const reads = readOrm;
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      if (reads !== primary) await reads.close(true);
      await primary.close(true);
      await embedded?.stop();
    })());
  return { orm: primary, readOrm: reads, url, close };
}

type Holder = { database?: Promise<Database>; signalsHooked?: boolean };
const holder = ((globalThis as { __yomibaDb?: Holder }).__yomibaDb ??= {});

/** The process-wide database, opened once (kept across dev hot reloads); closed when the process stops, after the HTTP drain. */
export function sharedDatabase(setup: DatabaseSetup): Promise<Database> {
  if (!holder.database) {
    holder.database = openDatabase(setup);
    holder.database.catch((error) => {
      log.error(`[db] ${error instanceof Error ? error.message : error}`);
      holder.database = undefined;
    });
    if (!holder.signalsHooked) {
      holder.signalsHooked = true;
      leaveSignalsToCaller();
      onShutdown('close the database', 100, async () => {
        const pending = holder.database;
        if (pending) await pending.then((db) => db.close());
      });
    }
  }
  return holder.database;
}
