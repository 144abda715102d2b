import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll } from 'vitest';
import { config } from '#platform/config.ts';
import { ormOptions } from '#platform/db/orm.ts';
import { databaseSetup } from '../database.ts';
import { createAppApi, type AppApi } from '../api.ts';
import { createServices, type Services, type ServicesOptions } from '../services.ts';

/** The application's entities and migrations, for tests that open a second ORM on the test database. */
export { databaseSetup };
export { apiTestClient } from './api-test-client.ts';

export type TestApp = { app: AppApi; orm: MikroORM; services: Services };

/** The real API on the run's test database (closed after the file's tests). */
export async function createTestApp(options: ServicesOptions = {}): Promise<TestApp> {
  const url = config.databaseUrl;
  if (!url) throw new Error('DATABASE_URL is not set: run through vitest with the node project');
  const orm = await MikroORM.init(ormOptions(databaseSetup, url));
  afterAll(() => orm.close(true));
  const services = createServices(orm, options);
  return { app: createAppApi(services), orm, services };
}
