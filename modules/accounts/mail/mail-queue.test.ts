/**
 * The durable mail queue (decision 044) against the real database and a real SMTP server. On a
 * database of this file's own: the server jobs of other test files (src/server/jobs.test.ts) send
 * every due mail of the run's shared database, and would take these tests' mails.
 */
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormOptions } from '#platform/db/orm.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#platform/testing/smtp.ts';
import type { TestDatabase } from '#platform/testing/test-database.ts';
import { databaseFromTemplate, databaseSetup } from '#src/server/testing/test-app.ts';
import { DEFAULT_MAIL_FROM, type MailQueueTiming } from './mail-config.ts';
import { retryDelayMs } from './mail-queue.ts';
import { createMailer, type Mailer } from './mailer.ts';

let database: TestDatabase;
let orm: MikroORM;
let smtp: TestSmtpServer;
const mailers: Mailer[] = [];
beforeAll(async () => {
  database = await databaseFromTemplate(`yomiba_mail_queue_test_${process.pid}_${Date.now().toString(36)}`);
  orm = await MikroORM.init({ ...ormOptions({ ...databaseSetup, seedIfEmpty: undefined }, database.url), logger: () => undefined });
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await smtp?.close();
  await orm?.close(true);
  await database?.drop();
});

// Leases and backoffs far longer than a test takes: nothing comes due by itself; `passTime` moves mails' due
// times back instead (the queue runs on the database's clock).
const TIMING: MailQueueTiming = { leaseMs: 60_000, maxAttempts: 3, retryBaseMs: 60_000, intervalMs: 100 };
const mailerWith = (timing: Partial<MailQueueTiming> = {}) => {
  const mailer = createMailer(orm, { smtpUrl: smtp.url, from: DEFAULT_MAIL_FROM, publicUrl: 'https://yomiba.example', queue: { ...TIMING, ...timing } });
  mailers.push(mailer);
  return mailer;
};
/** As if `ms` had passed for the queued mails to these recipients: their due times move back by it. */
const passTime = (ms: number, ...to: string[]) =>
  orm.em.fork().getConnection().execute('update outgoing_mail set due_at = due_at - make_interval(secs => ?) where recipient = any(?)', [ms / 1000, `{${to.join(',')}}`]);
const address = () => `q-${randomUUID().slice(0, 12)}@example.jp`;
const mail = (to: string) => ({ to, subject: '【読み場】キューの確認', text: `本文 https://yomiba.example/reset_password/?token=${randomUUID()}`, html: '<p>本文</p>' });

type Row = { id: number; message_id: string; text: string | null; html: string | null; attempts: number; claim: string | null; sent_at: string | null; failed_at: string | null; last_error: string | null; due_in_ms: number };
async function rowsTo(to: string): Promise<Row[]> {
  return orm.em
    .fork()
    .getConnection()
    .execute<Row[]>(
      `select id, message_id, text, html, attempts, claim, sent_at, failed_at, last_error,
              (extract(epoch from due_at - now()) * 1000)::int as due_in_ms
         from outgoing_mail where recipient = ? order by id`,
      [to],
    );
}
const receivedBy = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

describe('the mail queue', () => {
  it('waits 1, 2, 4 … times the base after each failure, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
  });

  it('stores a mail with the transaction that causes it: rolled back, nothing is queued; committed, it is sent once with its Message-ID and its body is cleared', async () => {
    const mailer = mailerWith();
    const lost = address();
    await expect(
      orm.em.fork().transactional(async (em) => {
        await mailer.queue(em, mail(lost));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsTo(lost)).toEqual([]);

    const to = address();
    const queued = await orm.em.fork().transactional((em) => mailer.queue(em, mail(to)));
    const [before] = await rowsTo(to);
    // Claimed by the process that wrote it, for one lease: nobody else takes it meanwhile.
    expect(before).toMatchObject({ attempts: 1, claim: queued.claim, sent_at: null });
    expect(before!.due_in_ms).toBeGreaterThan(0);
    await mailer.deliver(queued);
    const received = await smtp.waitForMail(to);
    expect(received.messageId).toBe(before!.message_id);
    expect(received.messageId).toMatch(/^<[0-9a-f-]{36}@yomiba\.test>$/);
    const [after] = await rowsTo(to);
    expect(after).toMatchObject({ attempts: 1, claim: null, text: null, html: null, failed_at: null });
    expect(after!.sent_at).not.toBeNull();
    // The job finds nothing left to send, even once the lease has passed.
    await passTime(TIMING.leaseMs, to);
    await mailer.deliverDue();
    expect(receivedBy(to)).toHaveLength(1);
  });

  it('a refused attempt stays queued; the job sends it once its backoff has passed, not before', async () => {
    const mailer = mailerWith();
    const to = address();
    smtp.refuse(true);
    try {
      await expect(mailer.send(mail(to))).rejects.toThrow(/451/);
    } finally {
      smtp.refuse(false);
    }
    const [failed] = await rowsTo(to);
    expect(failed).toMatchObject({ attempts: 1, claim: null, sent_at: null, failed_at: null });
    expect(failed!.last_error).toMatch(/451/);
    expect(failed!.due_in_ms).toBeGreaterThan(0);
    expect(failed!.due_in_ms).toBeLessThanOrEqual(TIMING.retryBaseMs);
    expect((await mailer.deliverDue()).sent).toBe(0);
    expect(receivedBy(to)).toHaveLength(0);

    await passTime(TIMING.retryBaseMs, to);
    expect(await mailer.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect((await smtp.waitForMail(to)).messageId).toBe(failed!.message_id);
    expect(await rowsTo(to)).toMatchObject([{ attempts: 2, text: null }]);
    expect(receivedBy(to)).toHaveLength(1);
  });

  it('gives up after the last allowed attempt: failed_at set, never tried again', async () => {
    const mailer = mailerWith();
    const to = address();
    smtp.refuse(true);
    try {
      await expect(mailer.send(mail(to))).rejects.toThrow(/451/);
      for (let attempt = 2; attempt <= TIMING.maxAttempts; attempt++) {
        await passTime(retryDelayMs(attempt - 1, TIMING.retryBaseMs), to);
        expect((await mailer.deliverDue()).failed).toBeGreaterThanOrEqual(1);
      }
    } finally {
      smtp.refuse(false);
    }
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ attempts: TIMING.maxAttempts, sent_at: null, claim: null });
    expect(row!.failed_at).not.toBeNull();
    await passTime(3_600_000, to);
    expect((await mailer.deliverDue()).sent).toBe(0);
    expect(receivedBy(to)).toHaveLength(0);
  });

  it('a mail whose process died holding it is sent by the job once the claim lapses, once', async () => {
    const mailer = mailerWith();
    const to = address();
    // Written and claimed, then never delivered: its process "died" before sending.
    const orphan = await mailer.queue(orm.em.fork(), mail(to));
    expect((await mailer.deliverDue()).sent).toBe(0);
    await passTime(TIMING.leaseMs, to);
    expect((await mailer.deliverDue()).sent).toBe(1);
    expect((await smtp.waitForMail(to)).messageId).toBe(orphan.messageId);
    expect(await rowsTo(to)).toMatchObject([{ attempts: 2, claim: null, text: null }]);
    expect(receivedBy(to)).toHaveLength(1);
  });

  it('two processes running the job at once send each due mail once (claims skip locked rows)', async () => {
    const [one, two] = [mailerWith(), mailerWith()];
    const recipients = Array.from({ length: 30 }, address);
    // Refused once, so all are due together after the backoff.
    smtp.refuse(true);
    try {
      for (const to of recipients) await expect(one.send(mail(to))).rejects.toThrow(/451/);
    } finally {
      smtp.refuse(false);
    }
    await passTime(TIMING.retryBaseMs, ...recipients);
    const [a, b] = await Promise.all([one.deliverDue(), two.deliverDue()]);
    expect(a.sent + b.sent).toBe(30);
    expect(a.failed + b.failed).toBe(0);
    await expect.poll(() => recipients.filter((to) => receivedBy(to).length > 0).length, { timeout: 5000 }).toBe(30);
    for (const to of recipients) expect(receivedBy(to)).toHaveLength(1);
    const ids = recipients.flatMap((to) => receivedBy(to).map((m) => m.messageId));
    expect(new Set(ids).size).toBe(30);
  });
});
