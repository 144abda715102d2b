import path from 'node:path';
import pg from 'pg';
import { config } from '../config.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded-postgres.ts';

export type TestDatabase = { url: string; drop: () => Promise<void> };

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database for one test run: on TEST_DATABASE_URL's server when given
 * (e.g. the machine's PostgreSQL 15), else on an embedded PostgreSQL in .data/test-pg.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  let embedded: EmbeddedServer | undefined;
  let adminUrl = config.testDatabaseUrl;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres(path.resolve('.data/test-pg'), config.testPgPort);
    adminUrl = embedded.url('postgres');
  }
  const name = `yomiba_test_${process.pid}_${Date.now().toString(36)}`;
  await ensureDatabase(adminUrl, name);
  const url = withDatabase(adminUrl, name);
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
    await embedded?.stop();
  };
  return { url, drop };
}
