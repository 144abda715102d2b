/**
 * The e2e server's wallet, reached through the real wallet service on its database (e2e/e2e-database.ts):
 * stands in for the coin purchase and the point grants that other features make, so the /myitem/ pages
 * have something to show for a member made in the test.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { createWalletService } from '#modules/wallet/index.ts';
import { e2eOrm } from './e2e-database.ts';

export async function withWallet<T>(work: (wallet: ReturnType<typeof createWalletService>, orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await e2eOrm();
  return work(createWalletService(orm), orm);
}

export async function userIdOf(orm: MikroORM, email: string): Promise<number> {
  const [row] = await orm.em.fork().execute<{ id: number }[]>('select id from app_user where email = ?', [email]);
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}
