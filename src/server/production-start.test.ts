import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsList } from '../../migrations/index.ts';
import { openDatabase, type Database } from '#platform/db/orm.ts';
import { databaseSetup } from './database.ts';
import { masterImageSource } from './demo-mode.ts';

// A production start (NODE_ENV=production, no YOMIBA_DEMO) on a database of its own, created empty by the start itself.
const saved = { NODE_ENV: process.env.NODE_ENV, YOMIBA_DEMO: process.env.YOMIBA_DEMO, DATABASE_URL: process.env.DATABASE_URL };
const admin = new URL(process.env.DATABASE_URL!);
admin.pathname = '/postgres';
const url = new URL(admin);
url.pathname = `/yomiba_production_test_${process.pid}_${Date.now().toString(36)}`;
process.env.NODE_ENV = 'production';
delete process.env.YOMIBA_DEMO;
process.env.DATABASE_URL = url.toString();

let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
  await client.end();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('a production start on an empty database', () => {
  it('migrates the schema and creates nothing else: no titles, no members, no demo activity', async () => {
    database = await openDatabase(databaseSetup);
    const count = async (table: string) => (await database!.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from "${table}"`))[0]!.n;
    expect(await count('mikro_orm_migrations')).toBe(migrationsList.length);
    expect(await count('title')).toBe(0);
    expect(await count('app_user')).toBe(0);
    for (const table of ['publisher', 'story', 'content_block', 'coupon_campaign', 'reading_event', 'review', 'wallet_entry', 'legacy_title_code']) {
      expect(await count(table), table).toBe(0);
    }
  });

  it('has no generated art: covers and pages are missing (the image routes answer 404)', async () => {
    const masters = masterImageSource();
    expect(await masters.cover({ titleCode: 'YB000001', titleName: '竜王の剣', genreCode: 1111, authors: '山田太郎' })).toBeNull();
    expect(await masters.page({ titleCode: 'YB000001', storyNumber: 1, page: 1 })).toBeNull();
  });
});
