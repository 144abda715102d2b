import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDatabase } from '#platform/db/embedded-postgres.ts';
import { ormOptions } from '#platform/db/orm.ts';
import { insertMember } from '#modules/wallet/testing.ts';
import { createWalletService, reconcileWallet } from '#modules/wallet/index.ts';
import { databaseSetup } from '#src/server/database.ts';

const run = promisify(execFile);

// A database of its own: a reset empties the catalogue, which every other test file shares.
const admin = new URL(process.env.DATABASE_URL!);
admin.pathname = '/postgres';
const name = `yomiba_seed_test_${process.pid}_${Date.now().toString(36)}`;
await ensureDatabase(admin.toString(), name);
const url = new URL(admin);
url.pathname = `/${name}`;
let orm: MikroORM | undefined;
afterAll(async () => {
  await orm?.close(true);
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
});

async function seed(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/seed.ts', ...args], { env: { ...process.env, DATABASE_URL: url.toString() } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

describe('npm run seed', () => {
  it('refuses a catalogue that holds data without --reset, and with it replaces the catalogue and what refers to it', async () => {
    expect((await seed('--titles', '20')).code).toBe(0);
    orm = await MikroORM.init(ormOptions({ ...databaseSetup, seedIfEmpty: undefined }, url.toString()));
    const count = async (table: string) => (await orm!.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from "${table}"`))[0]!.n;
    // A member who bought coins: the wallet's ledger now refers to the catalogue's members and stories.
    const wallet = createWalletService(orm);
    const userId = await insertMember(orm);
    await wallet.creditPurchase(userId, { paymentId: `seed-test-${userId}`, paidCoins: 300 });
    expect(await count('wallet_entry')).toBeGreaterThan(0);

    const refused = await seed('--titles', '30');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The catalogue is not empty');

    const replaced = await seed('--titles', '30', '--reset');
    expect(replaced.stderr).toBe('');
    expect(replaced.code).toBe(0);
    expect(await count('title')).toBe(30);
    // The wallets went with the catalogue: nothing left to disagree with its ledger.
    expect(await count('wallet_account')).toBe(0);
    expect(await reconcileWallet(orm.em.fork())).toEqual([]);
    // The ledger's guards are back on afterwards.
    await expect(orm.em.fork().execute('truncate wallet_entry cascade')).rejects.toThrow(/wallet ledger rows are immutable/);
  }, 180_000);
});
