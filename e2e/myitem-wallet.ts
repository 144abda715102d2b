/**
 * The e2e server's wallet, reached through the real wallet service on its database (embedded PostgreSQL
 * of e2e/serve-fresh.ts, or E2E_DATABASE_URL): stands in for the coin purchase and the point grants that
 * other features make, so the /myitem/ pages have something to show for a member made in the test.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '#platform/db/orm.ts';
import { databaseSetup } from '#src/server/database.ts';
import { createWalletService } from '#modules/wallet/index.ts';

const url = process.env.E2E_DATABASE_URL ?? `postgres://postgres:yomiba-local@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? '54349'}/yomiba`;

export async function withWallet<T>(work: (wallet: ReturnType<typeof createWalletService>, orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init(ormOptions({ ...databaseSetup, seedIfEmpty: undefined }, url));
  try {
    return await work(createWalletService(orm), orm);
  } finally {
    await orm.close(true);
  }
}

export async function userIdOf(orm: MikroORM, email: string): Promise<number> {
  const [row] = await orm.em.fork().execute<{ id: number }[]>('select id from app_user where email = ?', [email]);
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}
