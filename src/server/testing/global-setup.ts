import { MikroORM } from '@mikro-orm/postgresql';
import type { TestProject } from 'vitest/node';
import { resetConfig } from '#platform/config.ts';
import { openDatabase, ormOptions } from '#platform/db/orm.ts';
import { databaseSetup } from '../database.ts';
import { createDatabase, startTestServer } from '#platform/testing/test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared database: migrated and seeded with the demo data. */
    databaseUrl: string;
    /** A database of the same server, migrated and empty, that tests copy (`CREATE DATABASE … TEMPLATE`). */
    templateDatabase: string;
  }
}

export const TEST_SEED_TITLES = 120;

/**
 * Once per `vitest run`: a migrated, empty template database (migrations run once), and the run's shared
 * database copied from it and seeded. Files that need a database of their own copy the template
 * (test-app.ts `ownDatabase`, databaseFromTemplate). Both are dropped afterwards.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const template = await createDatabase(server.adminUrl, `yomiba_template_${run}`);
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  try {
    const orm = await MikroORM.init(ormOptions({ ...databaseSetup, seedIfEmpty: undefined }, template.url));
    try {
      await orm.migrator.up();
    } finally {
      await orm.close(true);
    }
    database = await createDatabase(server.adminUrl, `yomiba_test_${run}`, { template: `yomiba_template_${run}` });
    await seed(database.url);
  } catch (error) {
    await database?.drop();
    await template.drop();
    await server.stop();
    throw error;
  }
  project.provide('databaseUrl', database.url);
  project.provide('templateDatabase', `yomiba_template_${run}`);
  const shared = database;
  return async () => {
    await shared.drop();
    await template.drop();
    await server.stop();
  };
}

/** The demo data (SEED_TITLES titles) on `url`, through the server's own start-up path (no migration is pending). */
async function seed(url: string) {
  const previous = process.env.DATABASE_URL;
  const previousSeed = process.env.SEED_TITLES;
  process.env.DATABASE_URL = url;
  process.env.SEED_TITLES = String(TEST_SEED_TITLES);
  resetConfig();
  try {
    const db = await openDatabase(databaseSetup);
    await db.close();
  } finally {
    // Assigning undefined would leave the string "undefined" (inherited by the test workers).
    for (const [name, value] of [['DATABASE_URL', previous], ['SEED_TITLES', previousSeed]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
  }
}
