import { inject } from 'vitest';
import { config } from '#platform/config.ts';
import { createDatabase, type TestDatabase } from '#platform/testing/test-database.ts';

/**
 * A database of a test file's own: a copy of the run's migrated, empty template (global-setup.ts), on the
 * shared test database's server; `drop` removes it. Copying takes a fraction of migrating from zero.
 */
export async function databaseFromTemplate(name: string): Promise<TestDatabase> {
  const shared = config.databaseUrl;
  if (!shared) throw new Error('DATABASE_URL is not set: run through vitest with the node project');
  const admin = new URL(shared);
  admin.pathname = '/postgres';
  return createDatabase(admin.toString(), name, { template: inject('templateDatabase') });
}
