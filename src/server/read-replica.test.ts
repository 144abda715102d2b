/**
 * DATABASE_READ_URL (decision 041): the catalogue, list, store, search and ranking reads go through the
 * read connection, everything else (the wallet, writes) through the primary. The "replica" here is a
 * second database holding one title of the primary, reached as a SELECT-only role with
 * default_transaction_read_only=on: what a read shows tells which database answered it, and a write
 * through it would fail.
 */
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '#platform/config.ts';
import { openDatabase, ormOptions } from '#platform/db/orm.ts';
import { databaseSetup } from './database.ts';
import { createServices } from './services.ts';
import { databaseFromTemplate } from './testing/template-database.ts';

const primaryUrl = config.databaseUrl!;
const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
const name = `yomiba_replica_${process.pid}_${Date.now().toString(36)}`;
const replicaUrl = withDatabase(primaryUrl, name);
const reader = `yomiba_reader_${process.pid}`;
// A password of its own: the embedded server asks for one (scram), the machine's service may trust.
const readerPassword = randomBytes(12).toString('hex');
const readOnlyUrl = Object.assign(new URL(replicaUrl), { username: reader, password: readerPassword }).toString();

// The replica: the same schema, holding one title of the primary (copied row by row).
await databaseFromTemplate(name);
const primary = await MikroORM.init(ormOptions(databaseSetup, primaryUrl));
const replica = await MikroORM.init(ormOptions(databaseSetup, readOnlyUrl));
afterAll(async () => {
  await Promise.all([primary.close(true), replica.close(true)]);
  const admin = new pg.Client({ connectionString: withDatabase(primaryUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`DROP ROLE IF EXISTS ${reader}`);
  await admin.end();
});

{
  const from = new pg.Client({ connectionString: primaryUrl });
  const to = new pg.Client({ connectionString: replicaUrl });
  await Promise.all([from.connect(), to.connect()]);
  const { rows } = await from.query(`select t.id, t.genre_code, t.publisher_id from title t where not t.is_adult order by t.id limit 1`);
  const copy = async (table: string, where: string, value: unknown) => {
    const row = (await from.query(`select to_jsonb(x) as row from ${table} x where ${where} = $1`, [value])).rows[0].row;
    await to.query(`insert into ${table} select * from jsonb_populate_record(null::${table}, $1) on conflict do nothing`, [row]);
  };
  await copy('genre', 'code', rows[0].genre_code);
  await copy('publisher', 'id', rows[0].publisher_id);
  await copy('title', 'id', rows[0].id);
  // The read connection's role: SELECT only, and every transaction read-only.
  await to.query(`create role ${reader} login password '${readerPassword}'`);
  await to.query(`alter role ${reader} set default_transaction_read_only = on`);
  await to.query(`grant usage on schema public to ${reader}; grant select on all tables in schema public to ${reader}`);
  await Promise.all([from.end(), to.end()]);
}

const count = async (orm: MikroORM) => (await orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from title'))[0]!.n;

describe('DATABASE_READ_URL', () => {
  it('sends the catalogue, list and search reads to the read connection and the wallet to the primary', async () => {
    expect(await count(primary)).toBeGreaterThan(5);
    expect(await count(replica)).toBe(1);
    const services = createServices(primary, { readOrm: replica });
    const [onlyOnPrimary] = await primary.em.fork().getConnection().execute<{ code: string }[]>('select title_code as code from title order by id desc limit 1');
    const [onBoth] = await replica.em.fork().getConnection().execute<{ code: string; id: number }[]>('select title_code as code, id from title order by id limit 1');
    expect(await services.catalogue.titleDetail(onlyOnPrimary!.code)).toBeNull();

    // A change seen only by the replica shows in the reads.
    const writer = new pg.Client({ connectionString: replicaUrl });
    await writer.connect();
    await writer.query(`update title set title_name = 'レプリカで読んだ題名' where id = $1`, [onBoth!.id]);
    await writer.end();
    expect((await services.catalogue.titleDetail(onBoth!.code))!.titleName).toBe('レプリカで読んだ題名');
    const listed = await services.lists.top({ kind: 'all' }, 1, 20, false);
    expect(listed.map((card) => card.titleName)).toEqual(['レプリカで読んだ題名']);
    // The replica has no search documents: the search answers from there find nothing.
    expect((await services.search.suggest('レプリカ', { allowAdult: false })).length).toBe(0);

    // The wallet reads and writes the primary (its member does not exist on the replica).
    const [member] = await primary.em.fork().getConnection().execute<{ id: number }[]>('select id from app_user order by id desc limit 1');
    await services.wallet.creditPurchase(member!.id, { paymentId: `replica-test-${Date.now()}`, paidCoins: 10 });
    expect((await services.wallet.balancesOf(member!.id)).userPaidCoin).toBeGreaterThanOrEqual(10);
  });

  it('openDatabase itself reads DATABASE_READ_URL and DB_READ_POOL_MAX: its readOrm is the read connection, the primary stays on DATABASE_URL', async () => {
    const saved = { url: process.env.DATABASE_READ_URL, max: process.env.DB_READ_POOL_MAX };
    const restore = () => {
      for (const [name, value] of [['DATABASE_READ_URL', saved.url], ['DB_READ_POOL_MAX', saved.max]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    };
    const setup = { ...databaseSetup, seedIfEmpty: undefined };
    process.env.DATABASE_READ_URL = readOnlyUrl;
    process.env.DB_READ_POOL_MAX = '3';
    const db = await openDatabase(setup);
    try {
      expect(db.url).toBe(primaryUrl);
      // Compared as booleans: a failing toBe on two ORMs would format their whole object graphs (it never ends).
      expect(db.readOrm === db.orm, 'a read ORM of its own').toBe(false);
      expect(db.readOrm.config.get('pool')?.max).toBe(3);
      expect(await count(db.readOrm)).toBe(1);
      expect(await count(db.orm)).toBeGreaterThan(5);
      expect(await db.readOrm.em.fork().getConnection().execute('select current_user as role')).toEqual([{ role: reader }]);
      // The services the server builds from it read the catalogue there.
      const services = createServices(db.orm, { readOrm: db.readOrm });
      const [onlyOnPrimary] = await db.orm.em.fork().getConnection().execute<{ code: string }[]>('select title_code as code from title order by id desc limit 1');
      expect(await services.catalogue.titleDetail(onlyOnPrimary!.code)).toBeNull();
    } finally {
      await db.close();
      restore();
    }
    // Unset: one connection for everything.
    delete process.env.DATABASE_READ_URL;
    const single = await openDatabase(setup);
    try {
      expect(single.readOrm === single.orm, 'one ORM').toBe(true);
    } finally {
      await single.close();
      restore();
    }
  });

  it('the read connection cannot write (default_transaction_read_only=on)', async () => {
    await expect(replica.em.fork().getConnection().execute(`update title set title_name = 'x'`)).rejects.toThrow(/read-only/);
    await expect(replica.em.fork().getConnection().execute('show default_transaction_read_only')).resolves.toEqual([{ default_transaction_read_only: 'on' }]);
  });
});
