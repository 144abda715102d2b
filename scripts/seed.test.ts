import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../platform/testing/test-app.ts';
import { reconcileWallet } from '../modules/wallet/index.ts';

const run = promisify(execFile);
// The demo database: catalogue, demo members and their wallet history.
const { orm } = await createTestApp();

async function seed(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/seed.ts', ...args], { env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

const count = async (table: string) => (await orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from "${table}"`))[0]!.n;

describe('npm run seed', () => {
  it('refuses a catalogue that holds data without --reset, and with it replaces the catalogue and what refers to it', async () => {
    expect(await count('wallet_entry')).toBeGreaterThan(0);
    const refused = await seed('--titles', '30');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The catalogue is not empty');

    const replaced = await seed('--titles', '30', '--reset');
    expect(replaced.stderr).toBe('');
    expect(replaced.code).toBe(0);
    expect(await count('title')).toBe(30);
    // The wallets went with the catalogue their ledger referred to: nothing left to disagree.
    expect(await count('wallet_account')).toBe(0);
    expect(await reconcileWallet(orm.em.fork())).toEqual([]);
    // The ledger's guards are back on afterwards.
    await expect(orm.em.fork().execute('truncate wallet_entry cascade')).rejects.toThrow(/wallet ledger rows are immutable/);
  }, 120_000);
});
