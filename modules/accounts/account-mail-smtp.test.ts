/**
 * The mail flows end to end over real SMTP: the app (SMTP_URL set) sends to a local SMTP server, the
 * test reads the mail as a member would and follows its link (the page would post its token).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '#platform/testing/smtp.ts';
import { isSignedIn, newIp, PASSWORD, poster, sessionPair, signUpMember } from './account-mail-test-helpers.ts';
import { User } from './entities/user.ts';
import { MailOutbox } from './mail/mail-outbox-entity.ts';

const smtp = await startTestSmtpServer();
const saved = { SMTP_URL: process.env.SMTP_URL, PUBLIC_URL: process.env.PUBLIC_URL, TRUST_PROXY: process.env.TRUST_PROXY };
process.env.SMTP_URL = smtp.url;
process.env.PUBLIC_URL = 'https://yomiba.example/';
process.env.TRUST_PROXY = '1';
const { createTestApp } = await import('#src/server/testing/test-app.ts');
const { app, orm, services } = await createTestApp();
afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  services.accounts.mailer.close();
  await smtp.close();
});
const post = poster(app);

/** The link of a received mail that leads to `path`, checked to point at PUBLIC_URL. */
function follow(links: string[], path: string): string {
  const link = links.map((l) => new URL(l)).find((url) => url.pathname === path);
  expect(link, `a link to ${path} in ${links.join(', ')}`).toBeDefined();
  expect(link!.origin).toBe('https://yomiba.example');
  return link!.searchParams.get('token')!;
}

describe('over real SMTP', () => {
  it('the sign-up mail arrives and its link verifies the address', async () => {
    expect(services.accounts.mailer.kind).toBe('smtp');
    const member = await signUpMember(app);
    const mail = await smtp.waitForMail(member.email, { subject: 'メールアドレスの確認' });
    expect(mail.from).toBe('"読み場" <no-reply@yomiba.test>');
    expect(mail.subject).toBe('【読み場】メールアドレスの確認');
    const token = follow(mail.links, '/signup/verify/');
    expect(await orm.em.fork().count(MailOutbox, { recipient: member.email })).toBe(0);

    const verified = await post('/api/v1/email/verify/', { token }, { ip: newIp() });
    expect(verified.status).toBe(200);
    expect((await orm.em.fork().findOneOrFail(User, { id: member.userId })).emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('the password reset mail arrives; its link sets a new password and the old session cookie is refused', async () => {
    const member = await signUpMember(app);
    await smtp.waitForMail(member.email, { subject: 'メールアドレスの確認' });
    expect((await post('/api/v1/password/forgot/', { email: member.email }, { ip: newIp() })).status).toBe(200);
    const mail = await smtp.waitForMail(member.email, { subject: 'パスワード再設定' });
    const token = follow(mail.links, '/reset_password/');

    const reset = await post('/api/v1/password/reset/', { token, password: 'brand-new-secret-9' }, { ip: newIp() });
    expect(reset.status).toBe(200);
    expect(await isSignedIn(app, sessionPair(reset)!)).toBe(true);
    expect(await isSignedIn(app, member.cookie)).toBe(false);
    expect((await post('/api/v1/signin/', { email: member.email, password: PASSWORD }, { ip: newIp() })).status).toBe(401);
    expect((await post('/api/v1/password/reset/', { token, password: 'brand-new-secret-10' }, { ip: newIp() })).status).toBe(410);
  });
});
