import { MikroORM, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { ormOptions } from '#platform/db/orm.ts';
import { createTestApp, databaseSetup } from '#src/server/testing/test-app.ts';
import { reconcileWallet } from './reconcile.ts';
import { createWalletService } from './wallet-service.ts';
import { insertMember, type TestStory } from './wallet-test-helpers.ts';

const { orm } = await createTestApp();

/** A pool of its own, so that only its connections are killed (other test files share the database). */
const victim = await MikroORM.init(ormOptions(databaseSetup, process.env.DATABASE_URL!));
afterAll(() => victim.close(true));
const wallet = createWalletService(victim);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database connection killed in the middle of a burst of consumes', () => {
  it('leaves every charge with its unlock and no drift; the service works again afterwards', async () => {
    const userId = await insertMember(orm);
    const stories = await orm.em.fork().execute<TestStory[]>(
      `select t.title_code as "titleCode", v.serial_number as "volumeSerialNumber", s.story_number as "storyNumber", s.id as "storyId", s.price_coins as "priceCoins"
         from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
        where s.payment_type = 3 order by s.id desc limit 60`,
    );
    const budget = stories.reduce((n, s) => n + s.priceCoins, 0);
    await wallet.creditPurchase(userId, { paymentId: `crash_${userId}`, paidCoins: budget });
    // Open every connection the victim pool may hold and note their server processes.
    const pool = await (victim.em.getConnection() as PostgreSqlConnection).getNativeClient();
    const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    const pids = await Promise.all(clients.map(async (c) => (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid));
    for (const c of clients) c.release();

    const burst = stories.map((s) =>
      wallet
        .consume(userId, { titleCode: s.titleCode, volumeSerialNumber: s.volumeSerialNumber, storyNumber: s.storyNumber, ticketDiv: 'payment', paymentDiv: 'story' })
        .then(() => 'ok' as const, (error: Error) => error),
    );
    // Let part of the burst commit, then cut every connection of the victim pool.
    const committed = async () =>
      (await orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from wallet_entitlement where user_id = ?', [userId]))[0]!.n;
    for (let i = 0; i < 2000 && (await committed()) < 3; i++) await sleep(1);
    const [{ killed } = { killed: 0 }] = await orm.em
      .fork()
      .execute<{ killed: number }[]>('select count(*)::int as killed from (select pg_terminate_backend(pid) from pg_stat_activity where pid = any(?::int[])) k', [`{${pids.join(',')}}`]);
    const outcomes = await Promise.all(burst);
    const failed = outcomes.filter((o) => o !== 'ok');
    expect(killed).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);

    // Whatever committed, committed whole: each unlock has its charge and nothing else was charged.
    const unlocked = await orm.em.fork().execute<{ story_id: number }[]>('select story_id from wallet_entitlement where user_id = ?', [userId]);
    const spent = stories.filter((s) => unlocked.some((u) => u.story_id === s.storyId)).reduce((n, s) => n + s.priceCoins, 0);
    const [account] = await orm.em.fork().execute<{ paid_coin: number }[]>('select paid_coin from wallet_account where user_id = ?', [userId]);
    expect(account!.paid_coin).toBe(budget - spent);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [userId] })).toEqual([]);

    // The pool replaces the dead connections: the rest of the stories can still be bought.
    for (const s of stories) {
      await wallet.consume(userId, { titleCode: s.titleCode, volumeSerialNumber: s.volumeSerialNumber, storyNumber: s.storyNumber, ticketDiv: 'payment', paymentDiv: 'story' });
    }
    expect((await wallet.balancesOf(userId)).userCoin).toBe(0);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [userId] })).toEqual([]);
  });
});
