/**
 * The e2e server's database (the embedded PostgreSQL of e2e/serve-fresh.ts, or E2E_DATABASE_URL), reached
 * from a Playwright worker through the owning modules: one ORM per worker, opened on first use and closed
 * by the worker fixture of e2e/fixtures.ts when the worker ends.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '#platform/db/orm.ts';
import { databaseSetup } from '#src/server/database.ts';

export const e2eDatabaseUrl = process.env.E2E_DATABASE_URL ?? `postgres://postgres:yomiba-local@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? '54349'}/yomiba`;

let opened: Promise<MikroORM> | undefined;

/** This worker's ORM on the e2e database (a small pool: the server shares the database). */
export function e2eOrm(): Promise<MikroORM> {
  opened ??= MikroORM.init(ormOptions({ ...databaseSetup, seedIfEmpty: undefined }, e2eDatabaseUrl, { max: 4 }));
  return opened;
}

export async function closeE2eOrm(): Promise<void> {
  const orm = opened;
  opened = undefined;
  if (orm) await (await orm).close(true);
}
