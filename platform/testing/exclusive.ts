import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Holds a PostgreSQL advisory lock named `name` on the test database until the returned release is
 * called: test files that replace the same shared rows (the top page's content blocks) take turns
 * instead of reading each other's half-done state. Every node test file shares one database.
 */
export async function holdExclusive(name: string, databaseUrl = process.env.DATABASE_URL!): Promise<() => Promise<void>> {
  const key = createHash('sha256').update(`yomiba-test:${name}`).digest().readBigInt64BE(0);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('select pg_advisory_lock($1::bigint)', [key.toString()]);
  return async () => {
    await client.query('select pg_advisory_unlock($1::bigint)', [key.toString()]).catch(() => undefined);
    await client.end();
  };
}
