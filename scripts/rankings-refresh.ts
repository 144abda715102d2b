/**
 * `npm run rankings:refresh`: recomputes every ranking list now (the server also does it at start and
 * every RANKINGS_REFRESH_MS). Uses DATABASE_URL, or the embedded PostgreSQL in .data/pg when it is unset.
 */
import { openDatabase, SCRIPT_POOL } from '#platform/db/orm.ts';
import { databaseSetup } from '#src/server/database.ts';
import { createServices } from '#src/server/services.ts';

const db = await openDatabase({ ...databaseSetup, seedIfEmpty: undefined }, SCRIPT_POOL);
let code = 0;
try {
  const result = await createServices(db.orm).refreshRankings();
  console.log(`rankings:refresh: ${result.rows} rows in ${result.durationMs} ms`);
} catch (error) {
  code = 1;
  console.error(`rankings:refresh: ${(error as Error).message}`);
} finally {
  await db.close();
}
process.exit(code);
