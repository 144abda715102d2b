import { describe, expect, it } from 'vitest';
import { reconcileWallet } from '#modules/wallet/index.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { pointLotsSql } from './Migration20261127050500_point_lots.ts';

const { orm, services } = await createTestApp();
const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);

describe('Migration20261127050500_point_lots', () => {
  it('moves points held without a lot into one lot without a use-by, spent after the dated ones, once', async () => {
    const [user] = await sql<{ id: number }>("insert into app_user (email, display_name, created_at) values ('legacy-points-' || gen_random_uuid() || '@example.jp', '旧ポイント', now()) returning id");
    const userId = user!.id;
    // In one transaction, so that no other test's reconcile ever sees the legacy state's drift.
    await orm.em.fork().transactional(async (em) => {
      const run = <T>(query: string, params: unknown[] = []) => em.execute<T[]>(query, params);
      // Points as they were booked before decision 061: the account column and an entry without a lot.
      await run('insert into wallet_account (user_id, point, updated_at) values (?, 15, now())', [userId]);
      const [op] = await run<{ id: number }>("insert into wallet_operation (user_id, kind, created_at) values (?, 'grant', now()) returning id", [userId]);
      await run("insert into wallet_entry (operation_id, user_id, asset, amount, reason, reference, created_at) values (?, ?, 'point', 15, 'login_bonus', 'legacy', now())", [op!.id, userId]);
      expect(await reconcileWallet(em, { userIds: [userId] })).toEqual([{ check: 'point_lots', userId, key: 'point', stored: 15, ledger: 0 }]);
      await run(pointLotsSql(`a.user_id = ${Number(userId)}`));
      await run(pointLotsSql(`a.user_id = ${Number(userId)}`));
    });
    const lots = () => sql<{ amount: number; remaining: number; expires_at: string | null }>("select amount, remaining, expires_at from wallet_lot where user_id = ? and asset = 'point' order by id", [userId]);
    expect(await lots()).toEqual([{ amount: 15, remaining: 15, expires_at: null }]);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [userId] })).toEqual([]);

    const at = new Date();
    await services.wallet.grantPoints(userId, 5, { reason: 'login_bonus', reference: 'dated', at });
    const debit = await services.wallet.withMemberLedger(userId, (ledger) => ledger.debit({ kind: 'consume', reason: 'consume', reference: 'x', idempotencyKey: `legacy-spend:${userId}`, asset: 'point', amount: 7 }), at);
    expect(debit).toBe('debited');
    expect((await lots()).map((lot) => lot.remaining)).toEqual([13, 0]);
    expect((await services.wallet.balancesOf(userId, at)).userPoint).toBe(13);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [userId] })).toEqual([]);
  });
});
