import { MikroORM, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseSetup } from './database.ts';
import { createTestApp } from './testing/test-app.ts';
import { ormOptions } from '#platform/db/orm.ts';

const { orm } = await createTestApp();

/** A pool of two of its own, so that only its connections are killed (other test files share the database). */
const victim = await MikroORM.init({ ...ormOptions(databaseSetup, process.env.DATABASE_URL!), pool: { min: 0, max: 2 } });
afterAll(() => victim.close(true));

/** A pause between two looks at the database (polling for what another connection does, not a deadline). */
const pause = () => new Promise((resolve) => setTimeout(resolve, 25));

async function backendsRunning(marker: string): Promise<number[]> {
  const rows = await orm.em.fork().execute<{ pid: number }[]>(`select pid from pg_stat_activity where query like ? and pid <> pg_backend_pid()`, [`%${marker}%`]);
  return rows.map((row) => row.pid);
}

describe('a pooled connection killed while checked out', () => {
  it('is dropped from the pool: em.transactional fails, and later queries get a connection instead of waiting for ever', async () => {
    const marker = `pool_guard_${Date.now()}`;
    const work = [1, 2].map(() =>
      victim.em.fork().transactional(async (em) => {
        await em.execute(`select 1 as one /* ${marker} */`);
        await em.execute(`select pg_sleep(30) /* ${marker} */`);
      }),
    );
    const outcomes = Promise.allSettled(work);
    let pids: number[] = [];
    while (pids.length < 2) {
      await pause();
      pids = await backendsRunning(`pg_sleep(30) /* ${marker}`);
    }
    expect(pids).toHaveLength(2);
    await orm.em.fork().execute('select pg_terminate_backend(pid) from pg_stat_activity where pid = any(?::int[])', [`{${pids.join(',')}}`]);
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);

    // Both slots of the pool were held by the dead connections: a query now needs one of them back (a leaked
    // pool makes it wait for ever: the test's timeout).
    expect(await victim.em.fork().execute<{ ok: number }[]>('select 1 as ok')).toEqual([{ ok: 1 }]);
    expect(await victim.em.fork().transactional((em) => em.execute<{ ok: number }[]>('select 2 as ok'))).toEqual([{ ok: 2 }]);
    const pool = await (victim.em.getConnection() as PostgreSqlConnection).getNativeClient();
    expect(pool.waitingCount).toBe(0);
  });

  it('a connection killed while idle in the pool is replaced too', async () => {
    const pool = await (victim.em.getConnection() as PostgreSqlConnection).getNativeClient();
    const clients = await Promise.all([pool.connect(), pool.connect()]);
    const pids = await Promise.all(clients.map(async (client) => (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid));
    for (const client of clients) client.release();
    await orm.em.fork().execute('select pg_terminate_backend(pid) from pg_stat_activity where pid = any(?::int[])', [`{${pids.join(',')}}`]);
    // The pool drops an idle client when its socket closes.
    while (pool.totalCount > 0) await pause();
    expect(await victim.em.fork().execute<{ ok: number }[]>('select 3 as ok')).toEqual([{ ok: 3 }]);
  });
});
