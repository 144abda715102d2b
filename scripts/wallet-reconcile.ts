/**
 * `npm run wallet:reconcile`: proves that every wallet balance, lot and 待てば¥0 ticket equals the sum
 * of its ledger entries. Prints each drift and exits 1 when there is any, 0 when the wallet is clean.
 * Uses DATABASE_URL, or the embedded PostgreSQL in .data/pg when it is unset (migrating it first).
 */
import { reconcileWallet } from '#modules/wallet/index.ts';
import { openDatabase, SCRIPT_POOL } from '#platform/db/orm.ts';
import { databaseSetup } from '#src/server/database.ts';

const db = await openDatabase({ ...databaseSetup, seedIfEmpty: undefined }, SCRIPT_POOL);
let code = 0;
try {
  const drifts = await reconcileWallet(db.orm.em.fork());
  const [counts] = await db.orm.em
    .fork()
    .execute<{ accounts: number; entries: number }[]>('select (select count(*) from wallet_account)::int as accounts, (select count(*) from wallet_entry)::int as entries');
  if (drifts.length === 0) {
    console.log(`wallet:reconcile: clean (${counts!.accounts} wallets, ${counts!.entries} ledger entries)`);
  } else {
    code = 1;
    console.error(`wallet:reconcile: ${drifts.length} drift(s)`);
    for (const d of drifts) console.error(`  ${d.check} user ${d.userId} ${d.key}: stored ${d.stored}, ledger ${d.ledger}`);
  }
} catch (error) {
  code = 2;
  console.error(`wallet:reconcile: ${(error as Error).message}`);
} finally {
  await db.close();
}
process.exit(code);
