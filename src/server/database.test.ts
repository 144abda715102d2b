import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSetup } from './database.ts';
import { openDatabase } from '#platform/db/orm.ts';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const saved = { ...process.env };
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yomiba-embedded-'));
  delete process.env.DATABASE_URL;
  process.env.YOMIBA_DATA_DIR = dataDir;
  process.env.EMBEDDED_PG_PORT = String(await freePort());
  process.env.SEED_TITLES = '20';
});

afterAll(() => {
  // Key by key: process.env stays the object setup-env.ts made (it re-reads the configuration on a change).
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database (no DATABASE_URL)', () => {
  it('initialises PostgreSQL 18 with a UTF-8 builtin locale, migrates and seeds an empty catalogue', async () => {
    const db = await openDatabase(databaseSetup);
    try {
      const connection = db.orm.em.getConnection();
      const [version] = await connection.execute<{ server_version_num: string }[]>('show server_version_num');
      expect(Number(version!.server_version_num)).toBeGreaterThanOrEqual(180000);
      const [locale] = await connection.execute<{ encoding: string; datctype: string }[]>(
        'select pg_encoding_to_char(encoding) as encoding, datctype from pg_database where datname = current_database()',
      );
      expect(locale).toEqual({ encoding: 'UTF8', datctype: 'C.UTF-8' });
      const [trgm] = await connection.execute<{ n: number }[]>("select array_length(show_trgm('ワンピース'), 1) as n");
      expect(trgm!.n).toBeGreaterThan(0);
      const [titles] = await connection.execute<{ n: string }[]>('select count(*) as n from title');
      expect(Number(titles!.n)).toBe(20);
      await connection.execute("update title set title_name = '再起動テスト' where id = 1");
    } finally {
      await db.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('keeps the data across a restart and does not seed again', async () => {
    const db = await openDatabase(databaseSetup);
    try {
      const connection = db.orm.em.getConnection();
      const [row] = await connection.execute<{ title_name: string }[]>('select title_name from title where id = 1');
      expect(row!.title_name).toBe('再起動テスト');
      const [titles] = await connection.execute<{ n: string }[]>('select count(*) as n from title');
      expect(Number(titles!.n)).toBe(20);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('closes promptly when postgres already got the signal (Ctrl-C reaches the whole process group)', async () => {
    const db = await openDatabase(databaseSetup);
    const pid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGINT');
    // Polls until postgres has exited (the test's timeout is the limit).
    while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    // A close that waited for an exit that has already happened would never end: the test's timeout.
    await db.close();
  }, 60_000);
});
