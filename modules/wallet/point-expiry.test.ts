import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { sql as sqlTemplate } from '#platform/db/sql-template.ts';
import { pointUseBy } from './assets.ts';
import { reconcileWallet } from './reconcile.ts';
import { insertMember } from './wallet-test-helpers.ts';

/** Points with a use-by per grant (decision 061): spent soonest use-by first, expired exactly once. */
const { orm, services } = await createTestApp();
const wallet = services.wallet;
const DAY = 86_400_000;
/**
 * 2019-11-27 10:00 JST: long before what other tests and the demo hold, because `expireAllDue(USE_BY)` below
 * expires every member's lots due by then (with today's dates it took the demo member's points).
 */
const GRANTED = new Date('2019-11-27T01:00:00Z');
/** 00:00 JST on 2019-12-28: the exclusive end of points granted on 2019-11-27 (JST). */
const USE_BY = new Date('2019-12-27T15:00:00Z');
const LAST_MS = new Date(USE_BY.getTime() - 1);
const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
const expectClean = async (...userIds: number[]) => expect(await reconcileWallet(orm.em.fork(), { userIds })).toEqual([]);
const pointLots = (userId: number) =>
  sql<{ id: number; amount: number; remaining: number; expires_at: string | null }>("select id, amount, remaining, expires_at from wallet_lot where user_id = ? and asset = 'point' order by id", [userId]);
/** A statement on no table that returns one row, or none. */
const sqlOf = (row: boolean) => sqlTemplate`select 7 as n where ${row}::boolean`;
const spend = (userId: number, amount: number, at: Date, key: string) =>
  wallet.withMemberLedger(userId, (ledger) => ledger.debit({ kind: 'consume', reason: 'consume', reference: key, idempotencyKey: key, asset: 'point', amount }), at);

describe('pointUseBy', () => {
  it('ends 30 whole JST days after the grant day, at 00:00 JST (valid to 23:59:59.999)', () => {
    expect(pointUseBy(GRANTED)).toEqual(USE_BY);
    expect(pointUseBy(new Date('2019-11-27T14:59:59.999Z'))).toEqual(USE_BY); // 23:59:59.999 JST on the 27th
    expect(pointUseBy(new Date('2019-11-26T15:00:00.000Z'))).toEqual(USE_BY); // 00:00 JST on the 27th
    expect(pointUseBy(new Date('2019-11-27T15:00:00.000Z'))).toEqual(new Date(USE_BY.getTime() + DAY)); // 00:00 JST on the 28th
  });
});

describe('point grants', () => {
  it('each get a lot with a use-by (the wallet default, or the one the grant names)', async () => {
    const userId = await insertMember(orm);
    await wallet.grantPoints(userId, 5, { reason: 'login_bonus', reference: 'a', at: GRANTED });
    await wallet.grant(userId, { kind: 'reward', reason: 'gift', reference: 'b', credits: [{ asset: 'point', amount: 7, expiresAt: new Date(GRANTED.getTime() + 2 * DAY) }], at: GRANTED });
    const lots = await pointLots(userId);
    expect(lots.map((lot) => [lot.amount, lot.remaining, new Date(lot.expires_at!).toISOString()])).toEqual([
      [5, 5, USE_BY.toISOString()],
      [7, 7, new Date(GRANTED.getTime() + 2 * DAY).toISOString()],
    ]);
    expect((await wallet.balancesOf(userId, GRANTED)).userPoint).toBe(12);
    await expectClean(userId);
  });

  it('are spent soonest use-by first', async () => {
    const userId = await insertMember(orm);
    await wallet.grantPoints(userId, 10, { reason: 'login_bonus', reference: 'late', at: new Date(GRANTED.getTime() + 3 * DAY) });
    await wallet.grantPoints(userId, 10, { reason: 'login_bonus', reference: 'early', at: GRANTED });
    const at = new Date(GRANTED.getTime() + 4 * DAY);
    expect(await spend(userId, 13, at, `spend:${userId}:1`)).toBe('debited');
    expect((await pointLots(userId)).map((lot) => lot.remaining)).toEqual([7, 0]);
    expect(await spend(userId, 8, at, `spend:${userId}:2`)).toBe('short');
    expect(await spend(userId, 13, at, `spend:${userId}:1`)).toBe('repeated');
    expect((await wallet.balancesOf(userId, at)).userPoint).toBe(7);
    await expectClean(userId);
  });

  it('count at 23:59:59.999 JST of the last day and leave the balance at 00:00 JST, booked once', async () => {
    const userId = await insertMember(orm);
    await wallet.grantPoints(userId, 10, { reason: 'read_reward', reference: 'r', at: GRANTED });
    expect((await wallet.balancesOf(userId, LAST_MS)).userPoint).toBe(10);
    expect(await spend(userId, 4, LAST_MS, `spend:${userId}:last`)).toBe('debited');
    expect((await wallet.balancesOf(userId, USE_BY)).userPoint).toBe(0);
    expect(await spend(userId, 1, USE_BY, `spend:${userId}:midnight`)).toBe('short');
    await wallet.expire(userId, USE_BY);
    await wallet.expire(userId, new Date(USE_BY.getTime() + DAY));
    const expiries = await sql<{ amount: number }>("select amount from wallet_entry where user_id = ? and reason = 'expire'", [userId]);
    expect(expiries).toEqual([{ amount: -6 }]);
    const [account] = await sql<{ point: number }>('select point from wallet_account where user_id = ?', [userId]);
    expect(account!.point).toBe(0);
    const summary = await services.walletHistory.summary(userId, USE_BY);
    expect(summary).toMatchObject({ point: 0, pointLots: [], expiredPoints: [{ amount: 6, expiresAt: USE_BY.toISOString() }] });
    const history = await services.walletHistory.page(userId, 'point', 1);
    expect(history.items.map((item) => item.amount)).toEqual([-6, -4, 10]);
    await expectClean(userId);
  });

  it('parallel spends at 23:59:59.999 and 00:00 JST against an expiring grant, with expiry runs among them: each point once', async () => {
    const userId = await insertMember(orm);
    await wallet.grantPoints(userId, 20, { reason: 'daily_gacha', reference: 'expiring', at: GRANTED });
    await wallet.grantPoints(userId, 10, { reason: 'mission', reference: 'later', at: new Date(GRANTED.getTime() + 5 * DAY) });
    const [expiring, later] = await pointLots(userId);
    const spends = Array.from({ length: 30 }, (_, i) => spend(userId, 1, i % 2 === 0 ? LAST_MS : USE_BY, `spend:${userId}:${i}`));
    const runs = Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? wallet.expire(userId, USE_BY) : wallet.expireAllDue(USE_BY)));
    const results = await Promise.all([...spends, ...runs]);
    const debited = results.slice(0, 30).filter((result) => result === 'debited').length;
    const entries = await sql<{ lot_id: number; reason: string; amount: number }>(
      "select lot_id, reason, amount from wallet_entry where user_id = ? and asset = 'point' and amount < 0 order by id",
      [userId],
    );
    const fromExpiring = entries.filter((e) => e.lot_id === expiring!.id && e.reason === 'consume').length;
    const fromLater = entries.filter((e) => e.lot_id === later!.id && e.reason === 'consume').length;
    const expiries = entries.filter((e) => e.reason === 'expire');
    // 00:00 JST spends never touch the expiring grant; the 15 at 23:59:59.999 leave it at least 5 to expire.
    expect(fromExpiring).toBeLessThanOrEqual(15);
    expect(expiries).toEqual([{ lot_id: expiring!.id, reason: 'expire', amount: -(20 - fromExpiring) }]);
    expect(fromExpiring + fromLater).toBe(debited);
    expect(debited).toBeGreaterThanOrEqual(10);
    const lots = await pointLots(userId);
    expect(lots.map((lot) => lot.remaining)).toEqual([0, 10 - fromLater]);
    expect((await wallet.balancesOf(userId, USE_BY)).userPoint).toBe(10 - fromLater);
    await expectClean(userId);
  });
});

describe('MemberLedger.grantWith (decision 061: the caller\'s row and its grant in one statement)', () => {
  it('grants only when the caller\'s statement returns a row, once per key, and answers its rows', async () => {
    const userId = await insertMember(orm);
    const key = `grant-with:${userId}`;
    const credits = [{ asset: 'point' as const, amount: 3 }, { asset: 'bonus_coin' as const, amount: 2, expiresAt: new Date(GRANTED.getTime() + DAY) }];
    const run = (alongside: ReturnType<typeof sqlOf>) =>
      wallet.withMemberLedger(userId, (ledger) => ledger.grantWith<{ n: number }>({ kind: 'reward', reason: 'gift', reference: 'r', idempotencyKey: key, credits }, alongside), GRANTED);
    expect(await run(sqlOf(false))).toEqual({ rows: [], granted: false });
    expect(await run(sqlOf(true))).toEqual({ rows: [{ n: 7 }], granted: true });
    expect(await run(sqlOf(true))).toEqual({ rows: [{ n: 7 }], granted: false });
    expect(await wallet.balancesOf(userId, GRANTED)).toMatchObject({ userPoint: 3, userBonusCoin: 2 });
    expect((await pointLots(userId)).map((lot) => [lot.remaining, new Date(lot.expires_at!).toISOString()])).toEqual([[3, USE_BY.toISOString()]]);
    await expectClean(userId);
  });
});

describe('MemberLedger.grantWith with its commit riding along (decision 073)', () => {
  it('commits the grant in its own round trip, and with a used key commits nothing at all', async () => {
    const userId = await insertMember(orm);
    const key = `grant-commit:${userId}`;
    const credits = [{ asset: 'point' as const, amount: 4 }];
    const marker = (tag: string) => sqlTemplate`insert into wallet_operation (user_id, kind, idempotency_key, created_at) values (${userId}, 'test', ${tag}, ${GRANTED}) returning id`;
    const run = (tag: string) =>
      wallet.withMemberLedger(userId, async (ledger) => {
        // A first statement of the transaction, then the grant as its last.
        await ledger.executePrepared(sqlTemplate`select 1 as one`);
        return ledger.grantWith<{ id: number }>({ kind: 'reward', reason: 'gift', reference: 'r', idempotencyKey: key, credits }, marker(tag), { commit: true });
      }, GRANTED);
    expect((await run(`marker-a:${userId}`)).granted).toBe(true);
    await expect(run(`marker-b:${userId}`)).rejects.toThrow(/duplicate key/);
    // The second marker row (inserted by the failed statement) was rolled back with it.
    expect(await sql<{ idempotency_key: string }>("select idempotency_key from wallet_operation where user_id = ? and kind = 'test' order by id", [userId])).toEqual([{ idempotency_key: `marker-a:${userId}` }]);
    expect(await wallet.balancesOf(userId, GRANTED)).toMatchObject({ userPoint: 4 });
    await expectClean(userId);
  });
});
