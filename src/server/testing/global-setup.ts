import type { TestProject } from 'vitest/node';
import { resetConfig } from '#platform/config.ts';
import { openDatabase } from '#platform/db/orm.ts';
import { databaseSetup } from '../database.ts';
import { createTestDatabase } from '#platform/testing/test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export const TEST_SEED_TITLES = 120;

/** One fresh, migrated and seeded database per `vitest run`; dropped afterwards. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase();
  const previous = process.env.DATABASE_URL;
  const previousSeed = process.env.SEED_TITLES;
  process.env.DATABASE_URL = database.url;
  process.env.SEED_TITLES = String(TEST_SEED_TITLES);
  resetConfig();
  const db = await openDatabase(databaseSetup);
  await db.close();
  // Assigning undefined would leave the string "undefined" (inherited by the test workers).
  for (const [name, value] of [['DATABASE_URL', previous], ['SEED_TITLES', previousSeed]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
  project.provide('databaseUrl', database.url);
  return async () => {
    await database.drop();
  };
}
