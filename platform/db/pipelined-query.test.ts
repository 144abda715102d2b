import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '#platform/config.ts';
import { runPipelined } from './pipelined-query.ts';

const table = `pipelined_${randomBytes(4).toString('hex')}`;
const connect = async () => {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  return client;
};
const setup = await connect();
await setup.query(`create table ${table} (id int primary key, n int not null)`);
await setup.query(`insert into ${table} values (1, 0)`);
afterAll(async () => {
  await setup.query(`drop table ${table}`);
  await setup.end();
});

describe('runPipelined', () => {
  it('runs the statements in order in one round trip and answers the rows of each', async () => {
    const client = await connect();
    const rows = await runPipelined(client, [
      { text: 'begin' },
      { name: `${table}_lock`, text: `select n from ${table} where id = $1 for update`, values: [1] },
      { text: `update ${table} set n = n + $1 where id = 1 returning n`, values: [5] },
      { text: 'commit' },
    ]);
    expect(rows).toEqual([[], [{ n: 0 }], [{ n: 5 }], []]);
    // The named statement is the connection's now: the next pipeline binds it without parsing.
    expect((client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements[`${table}_lock`]).toContain('for update');
    expect(await runPipelined(client, [{ name: `${table}_lock`, text: `select n from ${table} where id = $1 for update`, values: [1] }])).toEqual([[{ n: 5 }]]);
    await client.end();
  });

  it('skips everything after a failed statement, the COMMIT included', async () => {
    const client = await connect();
    await expect(
      runPipelined(client, [
        { text: 'begin' },
        { name: `${table}_add`, text: `update ${table} set n = n + $1 where id = 1`, values: [100] },
        { text: `insert into ${table} values (1, 0)` },
        { text: 'commit' },
      ]),
    ).rejects.toThrow(/duplicate key/);
    await client.query('rollback');
    expect((await client.query(`select n from ${table} where id = 1`)).rows).toEqual([{ n: 5 }]);
    // `…_add` was parsed before the failure without the client knowing: the next pipeline replaces it.
    expect(await runPipelined(client, [{ name: `${table}_add`, text: `update ${table} set n = n + $1 where id = 1 returning n`, values: [1] }])).toEqual([[{ n: 6 }]]);
    await client.end();
  });

  it('gives each statement its own snapshot: a read after a lock sees what the lock holder committed', async () => {
    const holder = await connect();
    const waiter = await connect();
    const [{ pid }] = (await waiter.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [{ pid: number }];
    await holder.query('begin');
    await holder.query(`select 1 from ${table} where id = 1 for update`);
    const waiting = runPipelined(waiter, [
      { text: 'begin' },
      { text: `select 1 from ${table} where id = 1 for update` },
      { text: `select count(*)::int as rows from ${table}` },
      { text: 'commit' },
    ]);
    // The waiter's lock statement waits on the holder's lock (polled from a connection outside both).
    while (!(await setup.query(`select 1 from pg_stat_activity where pid = $1 and wait_event_type = 'Lock'`, [pid])).rowCount) await new Promise((resolve) => setTimeout(resolve, 10));
    await holder.query(`insert into ${table} values (2, 0)`);
    await holder.query('commit');
    const [, , counted] = await waiting;
    expect(counted).toEqual([{ rows: 2 }]);
    await Promise.all([holder.end(), waiter.end()]);
  });
});
