import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { insertMember } from '#modules/wallet/testing.ts';

const run = promisify(execFile);
const { orm, services } = await createTestApp();

/** `npm run wallet:reconcile` as a child process on the test database: its output and exit code. */
async function reconcile(): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/wallet-reconcile.ts'], { env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

describe('npm run wallet:reconcile', () => {
  it('exits 0 when every balance equals its ledger, and 1 naming the drift when one does not', async () => {
    const userId = await insertMember(orm);
    await services.wallet.grantPoints(userId, 30, { reason: 'campaign', reference: 'reconcile-test' });
    await services.wallet.creditPurchase(userId, { paymentId: `rec_${userId}`, paidCoins: 100, bonusCoins: 10, bonusExpiresAt: new Date(Date.now() + 86_400_000) });

    const clean = await reconcile();
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(/^wallet:reconcile: clean \(\d+ wallets, \d+ ledger entries\)/);

    const sql = (query: string) => orm.em.fork().execute(query, [userId]);
    await sql('update wallet_account set point = point + 1 where user_id = ?');
    try {
      const drifted = await reconcile();
      expect(drifted.code).toBe(1);
      expect(drifted.stderr).toContain(`balance user ${userId} point: stored 31, ledger 30`);
    } finally {
      await sql('update wallet_account set point = point - 1 where user_id = ?');
    }
    expect((await reconcile()).code).toBe(0);
    // Three node processes, each reading every wallet of the shared database: slow on a busy machine.
  }, 120_000);
});
