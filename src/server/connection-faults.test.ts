import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { seedCatalogue } from '#demo/index.ts';
import { createSandboxProvider, SANDBOX_CARDS, SANDBOX_PREFIX, reconcileWallet, type PaymentProvider } from '#modules/wallet/index.ts';
import { isConnectionLost } from '#platform/db/connection-errors.ts';
import { ormOptions } from '#platform/db/orm.ts';
import { registerAfterAnswerWork, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { createAppApi } from './api.ts';
import { databaseSetup } from './database.ts';
import type { TestDatabase } from '#platform/testing/test-database.ts';
import { databaseFromTemplate } from './testing/template-database.ts';
import { createServices } from './services.ts';

// Issue 14 item 6: database backends terminated again and again during a burst of consumes and purchases
// through the real app. On a database of this file's own: every backend of it but the killer's is fair game.
const admin = new URL(process.env.DATABASE_URL!);
admin.pathname = '/postgres';
const name = `yomiba_faults_test_${process.pid}_${Date.now().toString(36)}`;
const url = new URL(admin);
url.pathname = `/${name}`;

let database: TestDatabase | undefined;
let orm: MikroORM;
beforeAll(async () => {
  database = await databaseFromTemplate(name);
  orm = await MikroORM.init({ ...ormOptions(databaseSetup, url.toString()), logger: () => undefined });
  await seedCatalogue(orm, { titles: 30 });
});
afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
});

const RETRY = { success: false, message: { content: 'ただいまサービスを利用できません。しばらくしてから再度お試しください。', label: 'modal', level: 'warning' } };
const CONSUME = '/payment/api/v1/ticket_and_coin/consume/';
const PURCHASE = '/payment/api/v1/purchase/';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks read through a connection of their own: the app's pool may still hand out a terminated connection once. */
async function sql(text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** What the job runner does with a run that failed on a lost connection: runs it again (here at once, at most 3 times). */
async function asTheRunnerWould<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !isConnectionLost(error)) throw error;
    }
  }
}

type Story = { storyId: number; titleCode: string; volumeSerialNumber: number; storyNumber: number; price: number };
type Outcome = { kind: 'consume' | 'purchase'; member: TestMember; status: number; body: unknown; story?: Story; requestId?: string };

/** Terminates every other backend of the test database every `everyMs` until stopped; counts them. */
function startKiller(everyMs: number) {
  const client = new pg.Client({ connectionString: admin.toString() });
  let stopped = false;
  let killed = 0;
  const loop = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) k',
        [name],
      );
      killed += rows[0]!.n;
      await sleep(everyMs);
    }
    await client.end();
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return killed;
    },
  };
}

describe('database backends terminated during a burst of consumes and purchases', () => {
  it('answer each request with success once or 503 with the retry message that changed nothing, never 500; the wallet reconciles with zero drift', { timeout: 60_000 }, async () => {
    const services = createServices(orm);
    const app = createAppApi(services);
    registerAfterAnswerWork(app, () => services.accounts.mailer.idle());
    const charges = vi.spyOn(services.paymentProvider as PaymentProvider, 'createCharge');
    const stories = await orm.em.fork().execute<Story[]>(
      `select s.id as "storyId", t.title_code as "titleCode", v.serial_number as "volumeSerialNumber", s.story_number as "storyNumber", s.price_coins as price
         from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
        where s.payment_type = 3 and not t.is_adult and s.price_coins > 0 order by s.id limit 120`,
    );
    expect(stories.length).toBeGreaterThanOrEqual(60);
    const members = await Promise.all(Array.from({ length: 4 }, () => signUpMember(app)));
    const budget = stories.reduce((sum, s) => sum + s.price, 0);
    for (const member of members) await services.wallet.creditPurchase(member.userId, { paymentId: `faults_${member.userId}`, paidCoins: budget });
    const token = async (): Promise<string> => {
      const response = await app.request(`http://localhost${SANDBOX_PREFIX}tokens/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ method: 'card', card: { number: SANDBOX_CARDS.success, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' } }),
      });
      return ((await response.json()) as { id: string }).id;
    };

    // Waves of concurrent requests under a killer that terminates every backend every 15 ms, until both
    // outcomes have been seen (at most 12 waves). Each member unlocks each story at most once here.
    const outcomes: Outcome[] = [];
    const unused = new Map(members.map((member) => [member.userId, [...stories]]));
    let killed = 0;
    for (let wave = 0; wave < 12; wave++) {
      const requests: Promise<Outcome>[] = [];
      const tokens = await Promise.all(members.map(() => token()));
      for (const [i, member] of members.entries()) {
        for (const story of unused.get(member.userId)!.splice(0, 5)) {
          const body = { title_code: story.titleCode, volume_serial_number: story.volumeSerialNumber, story_number: story.storyNumber, ticket_div: 'payment', price: story.price, consume_coin: story.price };
          requests.push(member.post(CONSUME, body).then(async (r) => ({ kind: 'consume', member, status: r.status, body: await r.json(), story })));
        }
        const requestId = randomUUID();
        requests.push(member.post(PURCHASE, { request_id: requestId, product: 'coin_120', token: tokens[i] }).then(async (r) => ({ kind: 'purchase', member, status: r.status, body: await r.json(), requestId })));
      }
      const killer = startKiller(Number(process.env.KILL_MS ?? 80));
      outcomes.push(...(await Promise.all(requests)));
      killed += await killer.stop();
      const statuses = new Set(outcomes.map((o) => o.status));
      if (wave >= 3 && statuses.has(200) && statuses.has(503)) break;
    }

    expect(killed).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503).map((o) => ({ kind: o.kind, status: o.status, body: o.body }))).toEqual([]);
    const failed = outcomes.filter((o) => o.status === 503);
    expect(failed.length).toBeGreaterThan(0);
    expect(outcomes.some((o) => o.status === 200)).toBe(true);
    for (const o of failed) expect(o.body).toEqual(RETRY);

    // Consumes: a success unlocked the story and charged its price once; a 503 unlocked and charged nothing.
    for (const member of members) {
      const mine = outcomes.filter((o) => o.kind === 'consume' && o.member === member);
      const unlocked = new Set((await sql('select story_id from wallet_entitlement where user_id = $1', [member.userId])).map((row) => row.story_id as number));
      const succeeded = mine.filter((o) => o.status === 200);
      for (const o of succeeded) expect((o.body as { success: boolean }).success).toBe(true);
      expect([...unlocked].sort()).toEqual(succeeded.map((o) => o.story!.storyId).sort());
      const [charged] = await sql(`select coalesce(-sum(amount), 0)::int as n from wallet_entry where user_id = $1 and reason = 'consume' and amount < 0`, [member.userId]);
      expect(charged!.n).toBe(succeeded.reduce((sum, o) => sum + o.story!.price, 0));
    }

    // Purchases: a success was paid and credited once, at once. A 503 answered before its booking was
    // done: the provider may have charged (the booking's credit may even have committed: the credit and
    // the purchase's status are two transactions); the settle job, run here as the runner would run it,
    // books each charge exactly once and closes the rest. Never a credit without a charge, never two.
    const purchases = outcomes.filter((o) => o.kind === 'purchase');
    const creditsOf = async (chargeId: string) =>
      (await sql(`select count(*)::int as n from wallet_operation where idempotency_key = $1`, [`purchase:${chargeId}`]))[0]!.n as number;
    for (const o of purchases.filter((p) => p.status === 200)) {
      const { id, status } = (o.body as { data: { purchase: { id: string; status: string } } }).data.purchase;
      expect(status).toBe('paid');
      const [row] = await sql('select provider_payment_id from wallet_purchase where public_id = $1', [id]);
      expect(await creditsOf(row!.provider_payment_id as string)).toBe(1);
    }
    await asTheRunnerWould(() => services.purchases.settlePending(0, new Date(Date.now() + 3_600_000)));
    const taken = new Set<string>();
    for (const result of charges.mock.settledResults) {
      if (result.type === 'fulfilled' && result.value.status === 'succeeded') taken.add(result.value.chargeId);
    }
    const credited = await sql(`select idempotency_key as key, count(*)::int as n from wallet_operation where idempotency_key like 'purchase:%' and idempotency_key not like 'purchase:faults_%' group by 1`);
    expect(credited.every((row) => row.n === 1)).toBe(true);
    expect(new Set(credited.map((row) => (row.key as string).slice('purchase:'.length)))).toEqual(taken);
    expect(taken.size).toBeGreaterThanOrEqual(purchases.filter((p) => p.status === 200).length);
    const [pending] = await sql(`select count(*)::int as n from wallet_purchase where status = 'pending'`);
    expect(pending!.n).toBe(0);

    expect(await asTheRunnerWould(() => reconcileWallet(orm.em.fork()))).toEqual([]);
    const reconcile = await promisify(execFile)(process.execPath, ['scripts/wallet-reconcile.ts'], { env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' } });
    expect(reconcile.stdout).toMatch(/^wallet:reconcile: clean/);
  });

  it('a purchase whose booking loses its connection after the provider charged stays pending (503), and the settle job credits it once', async () => {
    // The provider answers (paid) when the test lets it, after it holds the purchase row; the server would
    // wait ten minutes for it (never, here).
    vi.stubEnv('PAYMENT_CONFIRM_TIMEOUT_MS', String(10 * 60_000));
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const sandbox = createSandboxProvider();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const paymentProvider: PaymentProvider = {
      ...sandbox,
      createCharge: async (request, options) => {
        await answered;
        return sandbox.createCharge(request, options);
      },
    };
    const services = createServices(orm, { paymentProvider });
    const app = createAppApi(services);
    registerAfterAnswerWork(app, () => services.accounts.mailer.idle());
    const member = await signUpMember(app);
    const tokenResponse = await app.request(`http://localhost${SANDBOX_PREFIX}tokens/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'card', card: { number: SANDBOX_CARDS.success, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' } }),
    });
    const token = ((await tokenResponse.json()) as { id: string }).id;
    const pending = member.post(PURCHASE, { request_id: randomUUID(), product: 'coin_500', token });

    // While the provider has not answered, hold the purchase row; then let it answer: recording the charge
    // waits on the row and its backend is terminated; the lock is let go at once, so the request's next
    // statements would work. (The loops poll the database for what the request does: the test's timeout is their limit.)
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      let purchaseId: number | undefined;
      while (purchaseId === undefined) {
        purchaseId = (await holder.query<{ id: number }>('select id from wallet_purchase where user_id = $1', [member.userId])).rows[0]?.id;
        if (purchaseId === undefined) await sleep(5);
      }
      await holder.query('begin');
      await holder.query('select 1 from wallet_purchase where id = $1 for update', [purchaseId]);
      const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
      answer();
      let terminated = 0;
      while (terminated === 0) {
        terminated = (await holder.query('select pg_terminate_backend(pid) from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [rows[0]!.pid])).rowCount ?? 0;
        if (terminated === 0) await sleep(5);
      }
      expect(terminated).toBe(1);
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    const response = await pending;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(RETRY);
    expect(await sql('select status from wallet_purchase where user_id = $1', [member.userId])).toEqual([{ status: 'pending' }]);
    expect(await sql('select coalesce((select paid_coin from wallet_account where user_id = $1), 0) as paid_coin', [member.userId])).toEqual([{ paid_coin: 0 }]);

    // The settle job's next runs (an hour on, past every grace period): the first books it, the second changes nothing.
    await asTheRunnerWould(() => services.purchases.settlePending(0, new Date(Date.now() + 3_600_000)));
    await asTheRunnerWould(() => services.purchases.settlePending(0, new Date(Date.now() + 3_600_000)));
    expect(await sql('select status from wallet_purchase where user_id = $1', [member.userId])).toEqual([{ status: 'paid' }]);
    expect(await sql('select coalesce((select paid_coin from wallet_account where user_id = $1), 0) as paid_coin', [member.userId])).toEqual([{ paid_coin: 500 }]);
    expect(await asTheRunnerWould(() => reconcileWallet(orm.em.fork(), { userIds: [member.userId] }))).toEqual([]);
  });
});
