import { MikroORM, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isUnavailable } from '#platform/db/connection-errors.ts';
import { ormOptions } from '#platform/db/orm.ts';
import { registerAfterAnswerWork, signUpMember } from '#platform/testing/members.ts';
import { createAppApi } from './api.ts';
import { databaseSetup } from './database.ts';
import { databaseLossAs503 } from './page-failure.ts';
import { createServices } from './services.ts';

// Issue 29 item 3: a pool without an acquire timeout and statements without a timeout let requests wait
// for ever. The app here runs on a pool of one connection that gives up waiting for it after 300 ms and
// has its statements cancelled after 500 ms (DB_ACQUIRE_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS).
const orm = await MikroORM.init(ormOptions(databaseSetup, process.env.DATABASE_URL!, { max: 1, acquireTimeoutMs: 300, statementTimeoutMs: 500 }));
afterAll(() => orm.close(true));
const services = createServices(orm);
const app = createAppApi(services);
// Sign-up's mails go out after its answer: the member helper waits for them (decision 080).
registerAfterAnswerWork(app, () => services.accounts.mailer.idle());

const RETRY = { success: false, message: { content: 'ただいまサービスを利用できません。しばらくしてから再度お試しください。', label: 'modal', level: 'warning' } };
/** The promise's outcome, or 'still waiting' after `ms`: without the timeouts these requests wait for ever. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms).unref())]);

/** A connection of our own holding a member's row lock: the request's UPDATE of it waits. */
async function lockMember(userId: number) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query('begin');
  await client.query('select 1 from app_user where id = $1 for update', [userId]);
  return async () => {
    await client.query('rollback');
    await client.end();
  };
}

describe('a request while the pool has no free connection', () => {
  it('answers 503 with the retry message once the acquire timeout passes, then works again', async () => {
    const member = await signUpMember(app);
    const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
    const held = await pool.connect();
    try {
      const response = await within(member.post('/api/user/v1/profile/', { display_name: '読場 三郎' }), 5_000);
      expect(response).not.toBe('still waiting');
      expect((response as Response).status).toBe(503);
      expect((response as Response).headers.get('retry-after')).toBe('1');
      expect(await (response as Response).json()).toEqual(RETRY);
    } finally {
      held.release();
    }
    expect((await member.post('/api/user/v1/profile/', { display_name: '読場 三郎' })).status).toBe(200);
  });
});

describe('a statement that runs past the statement timeout', () => {
  it('is cancelled by PostgreSQL, and the error is one that answers 503', async () => {
    const error = await within(orm.em.fork().execute('select pg_sleep(30)').then(() => null, (e: unknown) => e), 5_000);
    expect(error).not.toBe('still waiting');
    expect(error).not.toBeNull();
    expect(isUnavailable(error)).toBe(true);
  });

  it('an API request whose UPDATE waits on a lock answers 503 with the retry message and changes nothing', async () => {
    const member = await signUpMember(app);
    const release = await lockMember(member.userId);
    let response: Response | 'still waiting';
    try {
      response = await within(member.post('/api/user/v1/profile/', { display_name: '読場 四郎' }), 5_000);
    } finally {
      await release();
    }
    expect(response).not.toBe('still waiting');
    expect((response as Response).status).toBe(503);
    expect(await (response as Response).json()).toEqual(RETRY);
    const [row] = await orm.em.fork().execute<{ display_name: string | null }[]>('select display_name from app_user where id = ?', [member.userId]);
    expect(row!.display_name).not.toBe('読場 四郎');
  });

  it('a page whose render was cancelled answers the 503 page: thrown, or swallowed into a 500 of its own (as Waku does)', async () => {
    const thrown = await within(
      databaseLossAs503(async () => {
        await orm.em.fork().execute('select pg_sleep(30)');
        return new Response('rendered');
      }),
      5_000,
    );
    expect(thrown).not.toBe('still waiting');
    expect((thrown as Response).status).toBe(503);
    expect((thrown as Response).headers.get('cache-control')).toBe('no-store');
    expect(await (thrown as Response).text()).toContain('ただいまメンテナンス中です');

    const swallowed = await within(
      databaseLossAs503(async () => {
        const failed = await orm.em.fork().execute('select pg_sleep(30)').then(() => false, () => true);
        return new Response(failed ? 'render failed' : 'rendered', { status: failed ? 500 : 200 });
      }),
      5_000,
    );
    expect(swallowed).not.toBe('still waiting');
    expect((swallowed as Response).status).toBe(503);
  });
});
