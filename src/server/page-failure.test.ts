import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app.ts';
import { noteUnavailable } from '#platform/errors/unavailable.ts';
import { databaseLossAs503 } from './page-failure.ts';

const { orm } = await createTestApp({ ownOrm: true });

/** A query of the page that waits; its backend is terminated (pg_terminate_backend) while it runs. */
async function queryKilledMidway(): Promise<void> {
  const tag = `page_loss_${randomUUID().replaceAll('-', '')}`;
  const running = orm.em.fork().getConnection().execute(`select pg_sleep(10) as ${tag}`);
  let settled = false;
  running.then(
    () => (settled = true),
    () => (settled = true),
  ); // Awaited below, after the kill.

  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    // Polls until the query runs, or has already failed (a connection the pool still held, killed before):
    // no deadline of its own, the test's timeout is the limit.
    while (!settled) {
      const { rowCount } = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query like $1 and pid <> pg_backend_pid()`, [`%${tag}%`]);
      if (rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await admin.end();
  }
  await running;
}

describe('a page whose database connection is lost answers 503, not 500', () => {
  it('when the guards or the session lookup throw the connection error', async () => {
    const response = await databaseLossAs503(async () => {
      await queryKilledMidway();
      return new Response('never');
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('しばらくしてから再度アクセスしてください。');
  });

  it('when the renderer turned the error into a 500 of its own', async () => {
    const response = await databaseLossAs503(async () => {
      await queryKilledMidway().catch(() => undefined);
      return new Response('<html>500</html>', { status: 500, headers: { 'Content-Type': 'text/html' } });
    });
    expect(response.status).toBe(503);
  });

  it('other failures stay what they were', async () => {
    expect((await databaseLossAs503(async () => new Response('x', { status: 500 }))).status).toBe(500);
    await expect(databaseLossAs503(async () => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
    expect((await databaseLossAs503(async () => new Response('ok'))).status).toBe(200);
  });
});

describe('the 503 of a failed render (issue 29 item 3)', () => {
  it('does not wait for the failed response body to be cancelled', async () => {
    const stuck = new ReadableStream({ cancel: () => new Promise<void>(() => undefined) });
    const answer = databaseLossAs503(async () => {
      // A lost connection noted while the page rendered (pool-guard.ts notes each).
      noteUnavailable();
      return new Response(stuck, { status: 500, headers: { 'Content-Type': 'text/html' } });
    });
    const outcome = await Promise.race([answer, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 2_000))]);
    expect(outcome).not.toBe('still waiting');
    expect((outcome as Response).status).toBe(503);
  });
});
