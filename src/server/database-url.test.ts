import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseSetup } from './database.ts';
import { openDatabase } from '#platform/db/orm.ts';

const testUrl = new URL(process.env.DATABASE_URL!);
const name = `${testUrl.pathname.slice(1)}_url`;
const url = new URL(testUrl);
url.pathname = `/${name}`;

afterAll(async () => {
  const admin = new URL(testUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
});

describe('DATABASE_URL naming a database that does not exist yet', () => {
  it('creates it with a UTF-8 ctype, migrates and seeds it', async () => {
    const saved = { url: process.env.DATABASE_URL, seed: process.env.SEED_TITLES };
    process.env.DATABASE_URL = url.toString();
    process.env.SEED_TITLES = '10';
    try {
      const db = await openDatabase(databaseSetup);
      try {
        const connection = db.orm.em.getConnection();
        const [info] = await connection.execute<{ datctype: string; titles: string }[]>(
          'select datctype, (select count(*) from title) as titles from pg_database where datname = current_database()',
        );
        expect(info).toEqual({ datctype: 'C.UTF-8', titles: '10' });
      } finally {
        await db.close();
      }
    } finally {
      process.env.DATABASE_URL = saved.url;
      process.env.SEED_TITLES = saved.seed;
    }
  }, 60_000);
});
