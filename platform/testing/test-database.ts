import path from 'node:path';
import pg from 'pg';
import { config } from '../config.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded-postgres.ts';

export type TestDatabase = { url: string; drop: () => Promise<void> };

/** The PostgreSQL server of a test run; `stop` ends the embedded one (TEST_DATABASE_URL's server runs on). */
export type TestServer = { adminUrl: string; stop: () => Promise<void> };

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** TEST_DATABASE_URL's server when given (e.g. the machine's PostgreSQL 15), else an embedded PostgreSQL in .data/test-pg. */
export async function startTestServer(): Promise<TestServer> {
  if (config.testDatabaseUrl) return { adminUrl: config.testDatabaseUrl, stop: async () => undefined };
  const embedded: EmbeddedServer = await startEmbeddedPostgres(path.resolve('.data/test-pg'), config.testPgPort);
  return { adminUrl: embedded.url('postgres'), stop: () => embedded.stop() };
}

async function onServer<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '')}"`;

/**
 * A new database on `adminUrl`'s server, dropped by `drop`: empty (UTF-8 ctype), or a copy of `template`
 * (a file copy on the server, no migrations run: its schema, ctype and rows come with it). The template
 * must have no open connection while it is copied.
 */
export async function createDatabase(adminUrl: string, name: string, options: { template?: string } = {}): Promise<TestDatabase> {
  if (options.template) await onServer(adminUrl, (client) => client.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(options.template!)}`));
  else await ensureDatabase(adminUrl, name);
  return { url: withDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onServer(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`));
}
