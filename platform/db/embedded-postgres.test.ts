import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStaleLock, EmbeddedPostgresError, startEmbeddedPostgres } from './embedded-postgres.ts';

const dirs: string[] = [];
function fakeCluster(pid: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yomiba-pg-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
  fs.writeFileSync(path.join(dir, 'postmaster.pid'), `${pid}\n${dir}\n`);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL start-up problems give clear messages', () => {
  it('removes a lock file left by a process that no longer runs', () => {
    const dir = fakeCluster(2 ** 22 + 12345);
    clearStaleLock(dir);
    expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
  });

  it('refuses a data directory whose postmaster is still running', async () => {
    const dir = fakeCluster(process.pid);
    await expect(startEmbeddedPostgres(dir, 54398)).rejects.toThrow(/already running \(pid \d+\)/);
    expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(true);
  });

  it('says which port is taken instead of hanging', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const error = await startEmbeddedPostgres(fakeCluster(2 ** 22 + 54321), port).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EmbeddedPostgresError);
      expect((error as Error).message).toContain(`Port ${port}`);
      expect((error as Error).message).toContain('EMBEDDED_PG_PORT');
    } finally {
      blocker.close();
    }
  });
});
