/**
 * Two app processes of the production build behind HAProxy on the run's test database and Redis
 * (decision 041). Needs `waku build` first: `npm test` runs it after the production build.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createWalletService } from '#modules/wallet/index.ts';
import { ormOptions } from '#platform/db/orm.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#platform/testing/smtp.ts';
import { databaseSetup } from '#src/server/database.ts';
import { STAFF_PATHS } from '#modules/staff/client.ts';
import { get, post, signUp, type Answer, type Member } from './cluster-client.ts';
import { ROOT, startCluster, waitFor, type Cluster } from './cluster.ts';

const PORT = Number(process.env.CLUSTER_TEST_PORT || 3340);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const CONSUME = '/payment/api/v1/ticket_and_coin/consume/';
const databaseUrl = inject('databaseUrl');

let cluster: Cluster;
let smtp: TestSmtpServer;
/** The verification link a member's sign-up mailed, received by the apps' relay. */
const verificationLinkOf = async (email: string) => {
  const mail = await smtp.waitForMail(email, { subject: 'メールアドレスの確認', timeoutMs: 30_000 });
  return mail.links.find((link) => link.includes('/signup/verify/'))!;
};
let orm: MikroORM;
let dir: string;
const wallet = () => createWalletService(orm);
const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(text, params);

type Target = { title_code: string; volume_serial_number: number; story_number: number; price: number };
let targets: Target[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'yomiba-cluster-'));
  // The apps' mail relay: a real SMTP server in this process.
  smtp = await startTestSmtpServer();
  orm = await MikroORM.init(ormOptions(databaseSetup, databaseUrl));
  targets = await sql<Target>(
    `select t.title_code, v.serial_number as volume_serial_number, s.story_number, s.price_coins as price
       from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
      where s.payment_type = 3 and not t.is_adult and s.price_coins > 0 order by s.id limit 400`,
  );
  cluster = await startCluster({
    processes: 2,
    port: PORT,
    databaseUrl,
    redisUrl: REDIS_URL,
    dir,
    log: () => {},
    env: {
      // This run's own invalidation channel: other runs on the same Redis are not heard.
      REDIS_BUS_CHANNEL: `test:cluster:${randomUUID()}`,
      YOMIBA_DEMO: '1',
      PAYMENT_PROVIDER: 'sandbox',
      SIGNUPS_PER_ADDRESS: '100000',
      LOG_LEVEL: 'warn',
      PAGE_CACHE_TTL_MS: '30000',
      RANKINGS_REFRESH_MS: '0',
      // The settle job every second, and a dead leader's claim lapsing after 2 s (decision 042).
      PAYMENT_SETTLE_INTERVAL_MS: '1000',
      JOBS_LEASE_MS: '2000',
      // Mail through the queue (decision 044): a claim lapses after 6 s, a failed attempt is retried after
      // 0.5 s (doubling), and the leader looks for due mail every 250 ms.
      SMTP_URL: smtp.url,
      MAIL_SEND_LEASE_MS: '6000',
      MAIL_RETRY_BASE_MS: '500',
      MAIL_QUEUE_INTERVAL_MS: '250',
    },
  });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await smtp?.close();
  await orm?.close(true);
  // CLUSTER_KEEP=1 keeps the apps' logs and HAProxy's configuration for a look afterwards.
  if (process.env.CLUSTER_KEEP !== '1') await rm(dir, { recursive: true, force: true });
  else console.log(`cluster files kept in ${dir}`);
}, 60_000);

const storyRef = (t: Target) => ({ title_code: t.title_code, volume_serial_number: t.volume_serial_number, story_number: t.story_number, ticket_div: 'payment' });
const coins = async (userId: number) => (await wallet().balancesOf(userId)).userCoin;
const servedBy = (answers: Answer[]) => new Set(answers.map((a) => a.server).filter(Boolean));
const reconcile = () => spawnSync(process.execPath, ['scripts/wallet-reconcile.ts'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }, encoding: 'utf8' });

describe('two app processes behind HAProxy', () => {
  it('are both ready and both receive requests', async () => {
    for (const app of cluster.apps) expect((await get(app.url, '/readyz')).json()).toEqual({ status: 'ready', database: true, redis: true });
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(cluster.url, '/healthz')));
    expect(servedBy(answers)).toEqual(new Set(['app1', 'app2']));
  });

  it('a 50-way consume race of one story, spread over both, charges once', async () => {
    const member = await signUp(cluster.url, verificationLinkOf);
    await wallet().creditPurchase(member.userId, { paymentId: `cluster-race-${member.userId}`, paidCoins: 1000 });
    const story = targets[0]!;
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(cluster.url, CONSUME, storyRef(story), member.cookie)));
    expect(servedBy(answers)).toEqual(new Set(['app1', 'app2']));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(await coins(member.userId)).toBe(1000 - story.price);
    const [owned] = await sql<{ n: number }>('select count(*)::int as n from wallet_entitlement where user_id = ?', [member.userId]);
    expect(owned!.n).toBe(1);
  });

  it('shares the sign-in limit: 5 tries a minute per account whichever process answers', async () => {
    const email = `limit-${randomUUID().slice(0, 8)}@example.jp`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const app = cluster.apps[i % 2]!;
      statuses.push((await post(app.url, '/api/v1/signin/', { email, password: 'wrong-password-1' })).status);
    }
    // Per-process memory limits would let 10 through (5 on each).
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('a content-block change made through one process shows through the other at once (the page cache included)', async () => {
    const [one, two] = cluster.apps as [Cluster['apps'][number], Cluster['apps'][number]];
    const staff: Member = await signUp(one.url, verificationLinkOf);
    await sql('update app_user set is_staff = true where id = ?', [staff.userId]);
    // The other process holds the top page in its anonymous cache.
    await get(two.url, '/');
    expect((await get(two.url, '/')).cache).toBe('HIT');
    const title = `クラスタ確認 ${randomUUID().slice(0, 8)}`;
    const changed = await post(one.url, '/api/staff/v1/content-blocks/', { blocks: [{ title, source: 'new', item_limit: 4 }] }, staff.cookie);
    expect(changed.status).toBe(200);
    const started = Date.now();
    let page = await get(two.url, '/');
    // Redis delivers in about a millisecond; without the bus the page would stay cached for 30 s.
    while (!page.body.includes(title) && Date.now() - started < 2000) page = await get(two.url, '/');
    expect(page.body).toContain(title);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await get(cluster.url, '/')).body).toContain(title);
  });

  it("a save of /staff/blocks/'s versioned API through one process shows on the other's top page at once", async () => {
    const [one, two] = cluster.apps as [Cluster['apps'][number], Cluster['apps'][number]];
    const staff: Member = await signUp(one.url, verificationLinkOf);
    await sql('update app_user set is_staff = true where id = ?', [staff.userId]);
    await get(two.url, '/');
    expect((await get(two.url, '/')).cache).toBe('HIT');
    const { version } = (await get(one.url, STAFF_PATHS.topBlocks, staff.cookie)).json<{ version: number }>();
    const title = `ブロック編集確認 ${randomUUID().slice(0, 8)}`;
    const saved = await post(one.url, STAFF_PATHS.topBlocks, { version, blocks: [{ title, source: 'free', item_limit: 4, tabs: [] }] }, staff.cookie);
    expect(saved.status).toBe(200);
    const started = Date.now();
    let page = await get(two.url, '/');
    while (!page.body.includes(title) && Date.now() - started < 2000) page = await get(two.url, '/');
    expect(page.body).toContain(title);
    const stale = await post(one.url, STAFF_PATHS.topBlocks, { version, blocks: [] }, staff.cookie);
    expect(stale.status).toBe(409);
  });

  it('a periodic job runs once per period with both up, and again from the other process after its leader is killed', async () => {
    type JobRow = { runs: number; run_owner: string | null };
    const SETTLE = 'settle pending purchases';
    const job = async () => (await sql<JobRow>('select runs, run_owner from job_state where name = ?', [SETTLE]))[0]!;
    // run_owner is '<host>:<pid>:<random>#<claim>': the pid names the app process that ran it last.
    const ownerPid = (row: JobRow) => Number(row.run_owner?.split(':')[1]);
    await waitFor(`${cluster.url}/readyz`);
    const first = await job();
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await job();
    // Every 1 s, each run due 1 s after the last one ended: at most 6 runs in 6 s (both processes running it would make about 12).
    expect(second.runs - first.runs).toBeGreaterThanOrEqual(2);
    expect(second.runs - first.runs).toBeLessThanOrEqual(6);
    const leader = cluster.apps.find((app) => app.child.pid === ownerPid(second));
    expect(leader).toBeDefined();
    const other = cluster.apps.find((app) => app !== leader)!;
    leader!.child.kill('SIGKILL');
    await leader!.exited;
    const killedAt = await job();
    let taken: JobRow = killedAt;
    for (let i = 0; i < 60 && !(taken.runs >= killedAt.runs + 2 && ownerPid(taken) === other.child.pid); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      taken = await job();
    }
    expect(ownerPid(taken)).toBe(other.child.pid);
    expect(taken.runs).toBeGreaterThanOrEqual(killedAt.runs + 2);
    await leader!.start();
    await waitFor(`${cluster.url}/readyz`);
  }, 60_000);

  it('mail queued before and while the jobs leader is killed is delivered once per mail: every mail arrives, each Message-ID once', async () => {
    const RESET = 'パスワード再設定';
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Their sign-up mails went out first (signUp waits for each one's link): the queue is quiet before the relay hangs.
    const members = await Promise.all(Array.from({ length: 12 }, () => signUp(cluster.url, verificationLinkOf)));
    type MailRow = { recipient: string; message_id: string; attempts: number; sent_at: string | null };
    const rowsOf = (list: Member[]) =>
      sql<MailRow>(`select recipient, message_id, attempts, sent_at from outgoing_mail where subject like ? and recipient = any(?::text[])`, [`%${RESET}%`, `{${list.map((m) => m.email).join(',')}}`]);
    const [mailJob] = await sql<{ run_owner: string | null }>(`select run_owner from job_state where name = 'send queued mail'`);
    const leader = cluster.apps.find((app) => app.child.pid === Number(mailJob?.run_owner?.split(':')[1]));
    expect(leader).toBeDefined();
    const forgot = (m: Member) => post(cluster.url, '/api/v1/password/forgot/', { email: m.email });
    const [before, during] = [members.slice(0, 8), members.slice(8)];

    // The relay hangs: every attempt (in whichever process answered the request) is held mid-conversation.
    smtp.hold();
    try {
      expect((await Promise.all(before.map(forgot))).map((a) => a.status)).toEqual(Array(8).fill(200));
      await expect.poll(async () => (await rowsOf(before)).length, { timeout: 10_000 }).toBe(8);
      // The leader dies with its attempts in flight; mail is asked for while it is dead.
      leader!.child.kill('SIGKILL');
      await leader!.exited;
      // HAProxy takes the dead process out within its checks (inter 500 ms, fall 2). Before that, a POST it puts
      // on a kept connection to the dead process is closed unanswered for the client to retry, which fetch does not.
      await sleep(1_500);
      expect((await Promise.all(during.map(forgot))).map((a) => a.status)).toEqual(Array(4).fill(200));
      await expect.poll(async () => (await rowsOf(during)).length, { timeout: 10_000 }).toBe(4);
      await sleep(300);
    } finally {
      smtp.release();
    }

    // The survivor sends its own, and (as the new leader) the dead leader's once their claims lapse (6 s).
    for (const m of members) await smtp.waitForMail(m.email, { subject: RESET, timeoutMs: 40_000 });
    // Past another lease and the retries: a repeat would have come by now.
    await sleep(7_000);
    const addresses = new Set(members.map((m) => m.email.toLowerCase()));
    const received = smtp.mails.filter((mail) => mail.subject.includes(RESET) && mail.to.some((to) => addresses.has(to)));
    expect(received).toHaveLength(12);
    const rows = await rowsOf(members);
    expect(rows).toHaveLength(12);
    expect(rows.filter((row) => row.sent_at === null)).toEqual([]);
    expect(new Set(received.map((mail) => mail.messageId))).toEqual(new Set(rows.map((row) => row.message_id)));
    // Some were sent only on a later attempt: taken over from the dead leader, or retried after the relay hung.
    expect(rows.some((row) => row.attempts >= 2)).toBe(true);

    await leader!.start();
    await waitFor(`${cluster.url}/readyz`);
  }, 120_000);

  it('SIGTERM drains: every request in flight or sent meanwhile through the balancer is answered', async () => {
    const one = cluster.apps[0]!;
    // Slow requests in flight on the process about to stop, and a stream of requests through the balancer.
    const slow = Array.from({ length: 10 }, () => get(one.url, '/api/v1/sample/slow/?ms=1500'));
    let sending = true;
    const through: Promise<Answer>[] = [];
    const stream = (async () => {
      while (sending) {
        through.push(get(cluster.url, '/api/v1/initialize/'));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    one.child.kill('SIGTERM');
    const exit = await one.exited;
    sending = false;
    await stream;
    const slowAnswers = await Promise.all(slow);
    expect(slowAnswers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const answers = await Promise.all(through);
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual([]);
    expect(exit).toBe(0);
    await one.start();
    await waitFor(`${cluster.url}/readyz`);
  }, 60_000);

  it('SIGKILL of one process mid-burst of consumes and purchases: the reconcile is clean, nothing lost or doubled', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => signUp(cluster.url, verificationLinkOf)));
    for (const m of members) await wallet().creditPurchase(m.userId, { paymentId: `cluster-kill-${m.userId}`, paidCoins: 100_000 });
    const before = new Map(await Promise.all(members.map(async (m) => [m.userId, await coins(m.userId)] as const)));
    const card = { method: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' } };
    const consumed: { member: Member; story: Target; answer: Answer | null }[] = [];
    const bought: { member: Member; answer: Answer | null }[] = [];
    const stride = Math.floor(targets.length / members.length);
    let stop = false;
    const worker = async (m: Member, w: number) => {
      for (let i = 0; !stop && i < stride; i += 1) {
        const story = targets[w * stride + i]!;
        const entry = { member: m, story, answer: null as Answer | null };
        consumed.push(entry);
        entry.answer = await post(cluster.url, CONSUME, storyRef(story), m.cookie).catch(() => null);
        if (i % 4 === 0) {
          const purchase = { member: m, answer: null as Answer | null };
          bought.push(purchase);
          const token = await post(cluster.url, '/api/sandbox-pay/v1/tokens/', card).catch(() => null);
          const id = token?.status === 200 ? token.json<{ id?: string }>().id : undefined;
          if (id) purchase.answer = await post(cluster.url, '/payment/api/v1/purchase/', { request_id: randomUUID(), product: 'coin_120', token: id }, m.cookie).catch(() => null);
        }
      }
    };
    const burst = Promise.all(members.map((m, w) => worker(m, w)));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const victim = cluster.apps[1]!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop = true;
    await burst;
    expect(consumed.length).toBeGreaterThan(40);

    const ids = members.map((m) => m.userId);
    // A purchase whose process died between the provider's charge and its own booking stays pending:
    // the member's confirm (or the settle job) reads it again from the provider and books it once.
    const pending = await sql<{ public_id: string; user_id: number }>(`select public_id, user_id from wallet_purchase where status = 'pending' and user_id = any(?::int[])`, [`{${ids.join(',')}}`]);
    for (const p of pending) {
      const member = members.find((m) => m.userId === p.user_id)!;
      await post(cluster.url, `/payment/api/v1/purchase/${p.public_id}/confirm/`, {}, member.cookie);
    }
    // Nothing doubled: one owned entitlement per story at most (also a unique index), and each member
    // charged exactly the prices of what they own.
    const owned = await sql<{ user_id: number; title_code: string; volume: number; story: number; price: number }>(
      `select e.user_id, t.title_code, v.serial_number as volume, s.story_number as story, s.price_coins as price
         from wallet_entitlement e join story s on s.id = e.story_id join volume v on v.id = s.volume_id join title t on t.id = s.title_id
        where e.user_id = any(?::int[]) and e.expires_at is null`,
      [`{${ids.join(',')}}`],
    );
    const paid = await sql<{ user_id: number; paid: number }>(
      `select user_id, (count(*) filter (where status = 'paid'))::int as paid from wallet_purchase where user_id = any(?::int[]) group by user_id`,
      [`{${ids.join(',')}}`],
    );
    for (const m of members) {
      const mine = owned.filter((o) => o.user_id === m.userId);
      const credited = 120 * (paid.find((p) => p.user_id === m.userId)?.paid ?? 0);
      expect(await coins(m.userId)).toBe(before.get(m.userId)! + credited - mine.reduce((sum, o) => sum + o.price, 0));
    }
    // Nothing lost: every consume answered with success is owned; every purchase answered as paid is counted.
    const ownedKeys = new Set(owned.map((o) => `${o.user_id}|${o.title_code}|${o.volume}|${o.story}`));
    const answeredOk = consumed.filter((c) => c.answer?.status === 200 && c.answer.json<{ success?: boolean }>().success === true);
    expect(answeredOk.length).toBeGreaterThan(20);
    for (const c of answeredOk) expect(ownedKeys.has(`${c.member.userId}|${c.story.title_code}|${c.story.volume_serial_number}|${c.story.story_number}`)).toBe(true);
    const paidAnswers = bought.filter((b) => b.answer?.status === 200).length;
    expect(paid.reduce((sum, p) => sum + p.paid, 0)).toBeGreaterThanOrEqual(paidAnswers);
    // Consumes cut off by the kill, sent again through the balancer, are charged at most once.
    const failed = consumed.filter((c) => !(c.answer?.status === 200));
    for (const c of failed) expect((await post(cluster.url, CONSUME, storyRef(c.story), c.member.cookie)).status).toBe(200);
    const [after] = await sql<{ n: number; dup: number }>(
      `select count(*)::int as n, (count(*) - count(distinct (user_id, story_id)))::int as dup from wallet_entitlement where user_id = any(?::int[]) and expires_at is null`,
      [`{${ids.join(',')}}`],
    );
    expect(after!.dup).toBe(0);
    expect(after!.n).toBe(new Set(consumed.map((c) => `${c.member.userId}|${c.story.title_code}|${c.story.story_number}`)).size);

    const run = reconcile();
    expect(run.stdout + run.stderr).toContain('wallet:reconcile: clean');
    expect(run.status).toBe(0);
  }, 90_000);
});
