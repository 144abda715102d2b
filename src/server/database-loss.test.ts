import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from '#platform/db/connection-errors.ts';
import { signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from './testing/test-app.ts';

const { app } = await createTestApp({ ownOrm: true });

/** A connection of our own that holds a row lock, so that a request's query waits on it and can be terminated mid-request. */
async function lockRow(table: string, id: number) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  await client.query('begin');
  await client.query(`select 1 from ${table} where id = $1 for update`, [id]);
  return {
    /** Terminates the backends waiting on this lock (only the request's: nothing else waits on this member's row). */
    terminateWaiters: async () => {
      // Polls until the request waits on the lock (no deadline of its own: the test's timeout is the limit).
      for (;;) {
        const { rows: killed } = await client.query('select pg_terminate_backend(pid) from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [rows[0]!.pid]);
        if (killed.length > 0) return killed.length;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}

describe('a lost database connection answers 503 with the retry message, not 500', () => {
  it('terminates the backend of a request mid-query (pg_terminate_backend): 503, then the next request works again', async () => {
    const member = await signUpMember(app);
    const lock = await lockRow('app_user', member.userId);
    try {
      const pending = member.post('/api/user/v1/profile/', { display_name: '読場 次郎' });
      expect(await lock.terminateWaiters()).toBe(1);
      const response = await pending;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      const body = await response.json();
      expect(body).toEqual({
        success: false,
        message: { content: 'ただいまサービスを利用できません。しばらくしてから再度お試しください。', label: 'modal', level: 'warning' },
      });
      expect(JSON.stringify(body)).not.toMatch(/terminat|57P01|postgres|stack/i);
    } finally {
      await lock.release();
    }
    // The pool replaced the lost connection. It may hand the terminated connection out once more before it has
    // seen the connection end (the same "once" the connection-faults test allows): then one more 503, not more.
    let again = await member.post('/api/user/v1/profile/', { display_name: '読場 次郎' });
    if (again.status === 503) again = await member.post('/api/user/v1/profile/', { display_name: '読場 次郎' });
    expect(again.status).toBe(200);
  });

  it('a refused connection (nothing listens) is a lost connection too; other errors are not', async () => {
    const refused = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    const error = await refused.connect().then(() => null, (e: unknown) => e);
    expect(isConnectionLost(error)).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(new Error('database exploded'))).toBe(false);
  });
});
