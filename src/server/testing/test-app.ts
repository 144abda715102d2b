import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll } from 'vitest';
import { config } from '#platform/config.ts';
import { createCodeAttempts } from '#platform/http/code-attempts.ts';
import { ensureDatabase } from '#platform/db/embedded-postgres.ts';
import { ormOptions } from '#platform/db/orm.ts';
import { registerAfterAnswerWork } from '#platform/testing/members.ts';
import { databaseSetup } from '../database.ts';
import { createAppApi, type AppApi } from '../api.ts';
import { createServices, type Services, type ServicesOptions } from '../services.ts';

/** The application's entities and migrations, for tests that open a second ORM on the test database. */
export { databaseSetup };
export { apiTestClient } from './api-test-client.ts';

/**
 * Code limits high enough for tests that claim codes many times, or in parallel, from the one address of
 * `app.request()` ('unknown'): the limits themselves are tested in code-attempts.test.ts.
 */
export const generousCodeAttempts = () => createCodeAttempts({ store: 'memory', limits: { perMinute: 100_000, perJstDay: 100_000 } });

/** `url`: the database the app runs on (the shared test database, or the file's own). */
export type TestApp = { app: AppApi; orm: MikroORM; services: Services; url: string };

/**
 * The real API on the run's test database (closed after the file's tests). `ownDatabase`: on a fresh,
 * migrated database of this file's own instead (no demo data), dropped afterwards: for tests whose
 * writes reach every row of a table (e.g. a gift to all members) that other files check exactly.
 */
export async function createTestApp(options: ServicesOptions & { ownDatabase?: boolean } = {}): Promise<TestApp> {
  const shared = config.databaseUrl;
  if (!shared) throw new Error('DATABASE_URL is not set: run through vitest with the node project');
  const url = options.ownDatabase ? await ownDatabase(shared) : shared;
  const orm = await MikroORM.init(ormOptions(databaseSetup, url));
  if (options.ownDatabase) await orm.migrator.up();
  afterAll(() => orm.close(true));
  // The code limits count in this file's memory (with REDIS_URL set, files would share one count for 'unknown').
  const services = createServices(orm, { codeAttempts: createCodeAttempts({ store: 'memory' }), ...options });
  const app = createAppApi(services);
  // The mails a request causes go out after its answer: the member helpers wait for them.
  registerAfterAnswerWork(app, () => services.accounts.mailer.idle());
  return { app, orm, services, url };
}

async function ownDatabase(shared: string): Promise<string> {
  const admin = new URL(shared);
  admin.pathname = '/postgres';
  const name = `yomiba_own_${process.pid}_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(admin.toString(), name);
  // Registered before the ORM's close: hooks run last-registered first, so the database goes after it.
  afterAll(async () => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return url.toString();
}
