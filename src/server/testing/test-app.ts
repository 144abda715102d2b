import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll } from 'vitest';
import { config } from '#platform/config.ts';
import type { InvalidationBus } from '#platform/bus/invalidation-bus.ts';
import { createCodeAttempts, type CodeAttempts } from '#platform/http/code-attempts.ts';
import { ormOptions } from '#platform/db/orm.ts';
import { registerAfterAnswerWork } from '#platform/testing/members.ts';
import { databaseSetup } from '../database.ts';
import { createAppApi, type AppApi } from '../api.ts';
import { TOPICS } from '../invalidation.ts';
import { createServices, type Services, type ServicesOptions } from '../services.ts';
import { databaseFromTemplate } from './template-database.ts';

/** The application's entities and migrations, for tests that open a second ORM on the test database. */
export { databaseSetup };
export { apiTestClient } from './api-test-client.ts';
export { databaseFromTemplate };
/** The bus topics, for tests that wait for an announcement to reach another process. */
export { TOPICS };

/**
 * Code limits high enough for tests that claim codes many times, or in parallel, from the one address of
 * `app.request()` ('unknown'): the limits themselves are tested in code-attempts.test.ts.
 */
export const generousCodeAttempts = () => createCodeAttempts({ store: 'memory', limits: { perMinute: 100_000, perJstDay: 100_000 } });

/** `url`: the database the app runs on (the shared test database, or the file's own). */
export type TestApp = { app: AppApi; orm: MikroORM; services: Services; url: string };

/**
 * The real API on the run's test database. Without options, the ORM and services are the worker's
 * (vitest runs the node files of a worker in one module graph, `isolate: false`): made once, never closed
 * by a file, and handed to each file as a fresh process would have them: its own Hono app (so its own
 * rate-limit counts), its own code-attempt counts, and every cache dropped. With options, or when the
 * file changed process.env before asking (e.g. SMTP_URL, which services read when made), the file gets
 * an ORM and services of its own, closed after its tests.
 *
 * `ownOrm`: an ORM of the file's own on the shared database, for tests that terminate the app's
 * connections (the pool may hand a terminated connection out once more: not to the next file).
 * `ownDatabase`: on a copy of the run's migrated template database (no demo data) instead, dropped
 * afterwards: for tests whose writes reach every row of a table (e.g. a gift to all members) that other
 * files check exactly.
 */
export async function createTestApp(options: ServicesOptions & { ownDatabase?: boolean; ownOrm?: boolean } = {}): Promise<TestApp> {
  const shared = config.databaseUrl;
  if (!shared) throw new Error('DATABASE_URL is not set: run through vitest with the node project');
  const { ownDatabase: own = false, ownOrm = false, ...servicesOptions } = options;
  if (!own && !ownOrm && Object.keys(servicesOptions).length === 0) {
    const worker = await workerApp(shared);
    if (worker) return worker;
  }
  const url = own ? await ownDatabase() : shared;
  const orm = await MikroORM.init(ormOptions(databaseSetup, url));
  afterAll(() => orm.close(true));
  // The code limits count in this file's memory (with REDIS_URL set, files would share one count for 'unknown').
  const services = createServices(orm, { codeAttempts: createCodeAttempts({ store: 'memory' }), ...servicesOptions });
  const app = createAppApi(services);
  // The mails a request causes go out after its answer: the member helpers wait for them.
  registerAfterAnswerWork(app, () => services.accounts.mailer.idle());
  return { app, orm, services, url };
}

async function ownDatabase(): Promise<string> {
  const database = await databaseFromTemplate(`yomiba_own_${process.pid}_${randomBytes(4).toString('hex')}`);
  // Registered before the ORM's close: hooks run last-registered first, so the database goes after it.
  afterAll(() => database.drop());
  return database.url;
}

type WorkerApp = { orm: MikroORM; services: Services; url: string; env: string; codeAttempts: { current: CodeAttempts } };
let worker: Promise<WorkerApp> | undefined;

/** The environment that services read when they are made (VITEST_* differ between files of a worker). */
const environment = () =>
  JSON.stringify(
    Object.entries(process.env)
      .filter(([name]) => !name.startsWith('VITEST'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

async function workerApp(url: string): Promise<TestApp | undefined> {
  const env = environment();
  if (!worker) {
    worker = (async () => {
      const orm = await MikroORM.init(ormOptions(databaseSetup, url));
      const codeAttempts = { current: createCodeAttempts({ store: 'memory' }) };
      const services = createServices(orm, {
        codeAttempts: {
          attempt: (...args) => codeAttempts.current.attempt(...args),
          attemptFrom: (...args) => codeAttempts.current.attemptFrom(...args),
        },
      });
      return { orm, services, url, env, codeAttempts };
    })();
    worker.catch(() => (worker = undefined));
  }
  const made = await worker;
  if (made.env !== env || made.url !== url) return undefined;
  made.codeAttempts.current = createCodeAttempts({ store: 'memory' });
  // What a fresh process would not have: every cache the bus drops (sessions, member state, catalogue…).
  for (const topic of Object.values(TOPICS)) made.services.bus.publish(topic);
  // The app subscribes to the bus; its subscriptions end with the file (the bus outlives it).
  const bus = fileScopedBus(made.services.bus);
  afterAll(() => bus.unsubscribeAll());
  const app = createAppApi({ ...made.services, bus });
  registerAfterAnswerWork(app, () => made.services.accounts.mailer.idle());
  return { app, orm: made.orm, services: made.services, url };
}

function fileScopedBus(bus: InvalidationBus): InvalidationBus & { unsubscribeAll: () => void } {
  const subscriptions: (() => void)[] = [];
  return {
    ...bus,
    subscribe(topic, handler) {
      const unsubscribe = bus.subscribe(topic, handler);
      subscriptions.push(unsubscribe);
      return unsubscribe;
    },
    unsubscribeAll: () => subscriptions.splice(0).forEach((unsubscribe) => unsubscribe()),
  };
}
