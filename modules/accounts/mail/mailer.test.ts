import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '#platform/http/create-api.ts';
import { startTestSmtpServer } from '#platform/testing/smtp.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { createAccountsService } from '../accounts-service.ts';
import { newEmail } from '../account-mail-test-helpers.ts';
import { EmailToken } from '../email-tokens-entity.ts';
import { User } from '../entities/user.ts';
import { DEFAULT_MAIL_FROM, DEFAULT_MAIL_QUEUE, linkTo, mailSettingsFromEnv, normalizePublicUrl, senderDomain } from './mail-config.ts';
import { MailOutbox } from './mail-outbox-entity.ts';
import { resetPasswordMail } from './mail-templates.ts';
import { mailboxRouter } from './mailbox-router.ts';
import { createMailer } from './mailer.ts';
import { createOutboxReader } from './outbox.ts';

const { orm } = await createTestApp();
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

describe('mail settings', () => {
  it('default to the outbox, the 読み場 sender and http://localhost:3000', () => {
    expect(mailSettingsFromEnv({})).toEqual({ smtpUrl: undefined, from: '読み場 <no-reply@yomiba.test>', publicUrl: 'http://localhost:3000', queue: DEFAULT_MAIL_QUEUE });
    expect(DEFAULT_MAIL_QUEUE).toEqual({ leaseMs: 60_000, maxAttempts: 8, retryBaseMs: 30_000, intervalMs: 5_000 });
    expect(
      mailSettingsFromEnv({ SMTP_URL: 'smtp://mx:25', MAIL_FROM: 'A <a@b.jp>', PUBLIC_URL: 'https://yomiba.example/', MAIL_SEND_LEASE_MS: '9000', MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_BASE_MS: '1000', MAIL_QUEUE_INTERVAL_MS: '200' }),
    ).toEqual({
      smtpUrl: 'smtp://mx:25',
      from: 'A <a@b.jp>',
      publicUrl: 'https://yomiba.example',
      queue: { leaseMs: 9000, maxAttempts: 3, retryBaseMs: 1000, intervalMs: 200 },
    });
    expect(senderDomain('A <a@b.jp>')).toBe('b.jp');
    expect(senderDomain(DEFAULT_MAIL_FROM)).toBe('yomiba.test');
  });

  it('make absolute links with an encoded query, and refuse a PUBLIC_URL that is not http(s)', () => {
    expect(linkTo(normalizePublicUrl('https://yomiba.example/base/'), '/reset_password/', { token: 'a b&c' })).toBe(
      'https://yomiba.example/base/reset_password/?token=a+b%26c',
    );
    expect(() => normalizePublicUrl('javascript:alert(1)')).toThrow();
    expect(() => normalizePublicUrl('not a url')).toThrow();
  });
});

describe('the mailer', () => {
  it('without SMTP_URL keeps the mail in mail_outbox', async () => {
    const mailer = createMailer(orm, { from: DEFAULT_MAIL_FROM, publicUrl: 'http://localhost:3000' });
    expect(mailer.kind).toBe('outbox');
    const to = newEmail();
    await mailer.send(resetPasswordMail(to, 'http://localhost:3000/reset_password/?token=t', 60));
    const [row] = await orm.em.fork().find(MailOutbox, { recipient: to });
    expect(row).toMatchObject({ recipient: to, subject: '【読み場】パスワード再設定のご案内' });
    expect(row!.text).toContain('http://localhost:3000/reset_password/?token=t');
    expect(row!.html).toContain('<a href="http://localhost:3000/reset_password/?token=t">パスワードを再設定する</a>');
  });

  it('with SMTP_URL sends over SMTP: Japanese subject and body, the configured sender, nothing in the outbox', async () => {
    const mailer = createMailer(orm, { smtpUrl: smtp.url, from: DEFAULT_MAIL_FROM, publicUrl: 'https://yomiba.example' });
    expect(mailer.kind).toBe('smtp');
    const to = newEmail();
    await mailer.send(resetPasswordMail(to, 'https://yomiba.example/reset_password/?token=abc', 60));
    const mail = await smtp.waitForMail(to);
    expect(mail.to).toEqual([to]);
    expect(mail.from).toBe('"読み場" <no-reply@yomiba.test>');
    expect(mail.subject).toBe('【読み場】パスワード再設定のご案内');
    expect(mail.text).toContain('パスワード再設定のお申し込みを受け付けました。');
    expect(mail.links).toContain('https://yomiba.example/reset_password/?token=abc');
    expect(mail.html).toContain('パスワードを再設定する');
    expect(await orm.em.fork().count(MailOutbox, { recipient: to })).toBe(0);
    mailer.close();
  });

  it('runs later() work after the caller returns, logs a failure instead of throwing, and idle() waits for it', async () => {
    const mailer = createMailer(orm, { smtpUrl: 'smtp://127.0.0.1:1', from: DEFAULT_MAIL_FROM, publicUrl: 'http://localhost:3000' });
    const order: string[] = [];
    mailer.later('test', async () => {
      order.push('task');
    });
    order.push('caller');
    mailer.later('unreachable relay', () => mailer.send({ to: newEmail(), subject: 's', text: 't' }));
    await mailer.idle();
    expect(order).toEqual(['caller', 'task']);
    mailer.close();
  });
});

describe('sign-up and the mail relay', () => {
  it('signs up at once even when the relay is down: the mail is attempted after the answer and its failure logged', async () => {
    const mailer = createMailer(orm, { smtpUrl: 'smtp://127.0.0.1:1', from: DEFAULT_MAIL_FROM, publicUrl: 'http://localhost:3000' });
    const accounts = createAccountsService(orm, { mailer });
    const email = newEmail();
    await accounts.signUp({ email, password: 'yomiba-test-pass-1' });
    await mailer.idle();
    const user = await orm.em.fork().findOneOrFail(User, { email });
    expect(await orm.em.fork().count(EmailToken, { user: user.id, purpose: 'verify_email' })).toBe(1);
    // Kept in the queue for a later attempt.
    expect(await orm.em.fork().getConnection().execute('select 1 from outgoing_mail where recipient = ? and sent_at is null', [email])).toHaveLength(1);
    mailer.close();
  });
});

describe('the development mailbox API', () => {
  const outbox = createOutboxReader(orm);
  /** The mailbox router behind the app's error handling (errors become the JSON error shape). */
  const mounted = (production: boolean) => createApi().route('/', mailboxRouter(outbox, () => production));

  it('lists the newest mails and shows one', async () => {
    const mailer = createMailer(orm, { from: DEFAULT_MAIL_FROM, publicUrl: 'http://localhost:3000' });
    const to = newEmail();
    await mailer.send({ to, subject: '件名テスト', text: '本文 https://x.example/' });
    const router = mounted(false);
    const list = await router.request('/api/dev/mailbox/');
    expect(list.headers.get('cache-control')).toBe('no-store');
    const { mails } = await list.json();
    const summary = mails.find((m: { to: string }) => m.to === to);
    expect(summary).toMatchObject({ to, subject: '件名テスト' });
    expect(mails[0].id).toBeGreaterThanOrEqual(summary.id);
    const one = await (await router.request(`/api/dev/mailbox/${summary.id}/`)).json();
    expect(one.mail).toMatchObject({ to, subject: '件名テスト', text: '本文 https://x.example/', html: null });
    expect((await router.request('/api/dev/mailbox/999999999/')).status).toBe(404);
    expect((await router.request('/api/dev/mailbox/abc/')).status).toBe(404);
  });

  it('lists one recipient\'s mails with ?to= (case-insensitive), whatever came after them', async () => {
    const mailer = createMailer(orm, { from: DEFAULT_MAIL_FROM, publicUrl: 'http://localhost:3000' });
    const to = newEmail();
    await mailer.send({ to, subject: '宛先テスト', text: '本文' });
    for (let i = 0; i < 3; i++) await mailer.send({ to: newEmail(), subject: 'ほかの宛先', text: '本文' });
    const { mails } = await (await mounted(false).request(`/api/dev/mailbox/?to=${encodeURIComponent(to.toUpperCase())}`)).json();
    expect(mails).toEqual([expect.objectContaining({ to, subject: '宛先テスト' })]);
  });

  it('does not exist when NODE_ENV=production', async () => {
    const router = mounted(true);
    const response = await router.request('/api/dev/mailbox/');
    expect(response.status).toBe(404);
    expect((await response.json()).message.content).toBe('お探しのページは見つかりませんでした。');
    expect((await router.request('/api/dev/mailbox/1/')).status).toBe(404);
  });
});
