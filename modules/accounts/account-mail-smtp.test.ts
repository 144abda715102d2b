/**
 * The mail flows end to end over real SMTP: the app (SMTP_URL set) sends to a local SMTP server, the
 * test reads the mail as a member would and follows its link (the page would post its token).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '#platform/testing/smtp.ts';
import { isSignedIn, newEmail, newIp, PASSWORD, poster, sessionPair } from './account-mail-test-helpers.ts';
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

/** Signs up and follows the verification mail received over SMTP, as the member would: their session. */
async function signUpMember(email = newEmail()) {
  expect((await post('/api/v1/signup/', { email, password: PASSWORD }, { ip: newIp() })).status).toBe(200);
  const mail = await smtp.waitForMail(email, { subject: 'メールアドレスの確認' });
  const verified = await post('/api/v1/email/verify/', { token: follow(mail.links, '/signup/verify/') }, { ip: newIp() });
  expect(verified.status).toBe(200);
  return { email, cookie: sessionPair(verified)! };
}

describe('over real SMTP', () => {
  it('a new address: no session from the sign-up; the mail arrives and its link verifies the address and signs the member in', async () => {
    expect(services.accounts.mailer.kind).toBe('smtp');
    const email = newEmail();
    const signedUp = await post('/api/v1/signup/', { email, password: PASSWORD, next: '/faq/' }, { ip: newIp() });
    expect(signedUp.status).toBe(200);
    expect(sessionPair(signedUp)).toBeUndefined();
    const mail = await smtp.waitForMail(email, { subject: 'メールアドレスの確認' });
    expect(mail.from).toBe('"読み場" <no-reply@yomiba.test>');
    expect(mail.subject).toBe('【読み場】メールアドレスの確認');
    const link = new URL(mail.links.find((l) => l.includes('/signup/verify/'))!);
    // The form's next rides on the link, for the page to go on to once signed in.
    expect(link.searchParams.get('next')).toBe('/faq/');
    expect(await orm.em.fork().count(MailOutbox, { recipient: email })).toBe(0);
    const user = await orm.em.fork().findOneOrFail(User, { email });
    expect(user).toMatchObject({ signUpPending: true, emailVerifiedAt: null });

    const verified = await post('/api/v1/email/verify/', { token: follow(mail.links, '/signup/verify/') }, { ip: newIp() });
    expect(verified.status).toBe(200);
    expect(await isSignedIn(app, sessionPair(verified)!)).toBe(true);
    expect(await orm.em.fork().findOneOrFail(User, { id: user.id })).toMatchObject({ signUpPending: false, emailVerifiedAt: expect.any(Date) });
  });

  it('a registered address: the same answer, no session, and its owner gets the notice with the sign-in and reset links', async () => {
    const { email } = await signUpMember();
    const again = await post('/api/v1/signup/', { email, password: 'another-good-pass-2' }, { ip: newIp() });
    expect(again.status).toBe(200);
    expect(sessionPair(again)).toBeUndefined();
    const notice = await smtp.waitForMail(email, { subject: '会員登録のお申し込みについて' });
    expect(notice.text).toContain('すでに登録されています');
    const links = notice.links.map((l) => new URL(l)).filter((url) => url.origin === 'https://yomiba.example');
    expect(links.map((url) => url.pathname)).toEqual(expect.arrayContaining(['/signin/', '/forgot_password/']));
  });

  it('the password reset mail arrives; its link sets a new password and the old session cookie is refused', async () => {
    const member = await signUpMember();
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
