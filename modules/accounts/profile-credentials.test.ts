import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { isSignedIn, linkIn, newEmail, newIp, outboxTo, PASSWORD, poster, sessionPair, signUpMember, signUpPending, tokenOf } from './account-mail-test-helpers.ts';
import { EmailToken } from './email-tokens-entity.ts';
import { User } from './entities/user.ts';

const trustProxy = process.env.TRUST_PROXY;
process.env.TRUST_PROXY = '1';
afterAll(() => {
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
});

const { app, orm, services } = await createTestApp();
const post = poster(app);
const NEW_PASSWORD = 'another-good-pass-2';

async function secondSession(email: string, password = PASSWORD) {
  return sessionPair(await post('/api/v1/signin/', { email, password }, { ip: newIp() }))!;
}

describe('sign-up verification mail and POST /api/v1/email/verify/', () => {
  it('mails a link to /signup/verify/ at sign-up; posting its token marks the address verified once and signs the member in', async () => {
    const member = await signUpPending(app);
    await services.accounts.mailer.idle();
    const [mail] = await outboxTo(orm, member.email);
    expect(mail!.subject).toBe('【読み場】メールアドレスの確認');
    expect(mail!.text).toContain('読み場にご登録いただきありがとうございます。');
    const token = tokenOf(mail!.text, '/signup/verify/');
    const user = await orm.em.fork().findOneOrFail(User, { email: member.email });
    expect(user.emailVerifiedAt).toBeNull();

    const response = await post('/api/v1/email/verify/', { token }, { ip: newIp() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: { content: 'メールアドレスを確認し、会員登録が完了しました。', label: 'string', level: 'info' } });
    expect(await isSignedIn(app, sessionPair(response)!)).toBe(true);
    expect((await orm.em.fork().findOneOrFail(User, { id: user.id })).emailVerifiedAt).toBeInstanceOf(Date);

    const again = await post('/api/v1/email/verify/', { token }, { ip: newIp() });
    expect(again.status).toBe(410);
    expect((await again.json()).message.content).toBe('このリンクはすでに使用されています。');
  });

  it('refuses a malformed or unknown token, and a reset token used as a verification token', async () => {
    const malformed = await post('/api/v1/email/verify/', { token: 'x'.repeat(10) }, { ip: newIp() });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors).toEqual([{ path: 'token', message: 'リンクが正しくありません。メールに記載されたURLを開き直してください。' }]);
    const { userId, email } = await signUpMember(app);
    const resetToken = await services.accounts.tokens.issue(userId, 'reset_password', email);
    const wrongPurpose = await post('/api/v1/email/verify/', { token: resetToken }, { ip: newIp() });
    expect(wrongPurpose.status).toBe(400);
    expect((await wrongPurpose.json()).errors).toEqual([{ path: 'token', message: 'invalid' }]);
  });

  it('limits link posts to 30 per 10 minutes per client address (429, Retry-After)', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) expect((await post('/api/v1/email/verify/', { token: 'B'.repeat(43) }, { ip })).status).toBe(400);
    const refused = await post('/api/v1/email/verify/', { token: 'B'.repeat(43) }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
  });

  it('answers GET with 404: reading the link never changes anything', async () => {
    const response = await app.request('http://localhost/api/v1/email/verify/?token=' + 'A'.repeat(43));
    expect(response.status).toBe(404);
  });
});

describe('POST /api/user/v1/profile/password/', () => {
  it('needs a signed-in member', async () => {
    const response = await post('/api/user/v1/profile/password/', { current_password: PASSWORD, password: NEW_PASSWORD });
    expect(response.status).toBe(401);
    expect((await response.json()).message.content).toBe('利用にはログインが必要です');
  });

  it('refuses a wrong current password with 400 on current_password, changing nothing', async () => {
    const member = await signUpMember(app);
    const response = await post('/api/user/v1/profile/password/', { current_password: 'not-the-password', password: NEW_PASSWORD }, { cookie: member.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: { content: '現在のパスワードが正しくありません', label: 'string', level: 'warning' },
      errors: [{ path: 'current_password', message: '現在のパスワードが正しくありません' }],
    });
    expect((await post('/api/v1/signin/', { email: member.email, password: PASSWORD }, { ip: newIp() })).status).toBe(200);
  });

  it('applies the password rules and requires both fields', async () => {
    const member = await signUpMember(app);
    const weak = await post('/api/user/v1/profile/password/', { current_password: PASSWORD, password: '1234567' }, { cookie: member.cookie });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errors).toEqual([{ path: 'password', message: 'パスワードは8文字以上で入力してください。' }]);
    const empty = await post('/api/user/v1/profile/password/', { current_password: '' }, { cookie: member.cookie });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual([
      { path: 'current_password', message: '現在のパスワードを入力してください' },
      { path: 'password', message: 'パスワードを入力してください' },
    ]);
  });

  it('changes the password, keeps this session and ends every other one', async () => {
    const member = await signUpMember(app);
    const other = await secondSession(member.email);
    const response = await post('/api/user/v1/profile/password/', { current_password: PASSWORD, password: NEW_PASSWORD }, { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: { content: 'パスワードを変更しました。ほかの端末ではログアウトされました。', label: 'string', level: 'info' } });
    expect(await isSignedIn(app, member.cookie)).toBe(true);
    expect(await isSignedIn(app, other)).toBe(false);
    expect((await post('/api/v1/signin/', { email: member.email, password: PASSWORD }, { ip: newIp() })).status).toBe(401);
    expect((await post('/api/v1/signin/', { email: member.email, password: NEW_PASSWORD }, { ip: newIp() })).status).toBe(200);
  });

  it('limits a member to 10 attempts per 15 minutes (429, Retry-After)', async () => {
    const member = await signUpMember(app);
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/user/v1/profile/password/', { current_password: `wrong-${i}-password`, password: NEW_PASSWORD }, { cookie: member.cookie })).status).toBe(400);
    }
    const refused = await post('/api/user/v1/profile/password/', { current_password: PASSWORD, password: NEW_PASSWORD }, { cookie: member.cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
  });
});

describe('POST /api/user/v1/profile/email/ and POST /api/v1/email/change/confirm/', () => {
  it('mails a link to the new address; confirming it changes the email (verified) and signs in with it', async () => {
    const member = await signUpMember(app);
    const target = newEmail();
    const response = await post('/api/user/v1/profile/email/', { email: target.toUpperCase(), password: PASSWORD }, { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: { content: '新しいメールアドレスに確認メールを送信しました。メールに記載されたリンクから変更を完了してください。', label: 'string', level: 'info' },
    });
    await services.accounts.mailer.idle();
    const [mail] = await outboxTo(orm, target);
    expect(mail!.subject).toBe('【読み場】メールアドレス変更の確認');
    expect((await orm.em.fork().findOneOrFail(User, { id: member.userId })).email).toBe(member.email);

    const token = tokenOf(mail!.text, '/email/change/confirm/');
    const confirmed = await post('/api/v1/email/change/confirm/', { token }, { ip: newIp() });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).message.content).toBe('メールアドレスを変更しました。');
    const user = await orm.em.fork().findOneOrFail(User, { id: member.userId });
    expect(user.email).toBe(target);
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await post('/api/v1/signin/', { email: target, password: PASSWORD }, { ip: newIp() })).status).toBe(200);
    expect((await post('/api/v1/signin/', { email: member.email, password: PASSWORD }, { ip: newIp() })).status).toBe(401);
    expect((await post('/api/v1/email/change/confirm/', { token }, { ip: newIp() })).status).toBe(410);

    await services.accounts.mailer.idle();
    const notice = (await outboxTo(orm, member.email)).find((m) => m.subject === '【読み場】メールアドレスが変更されました');
    expect(notice!.text).toContain(`新しいメールアドレス：${target}`);
    expect(linkIn(notice!.text, '/contact/').origin).toBe('http://localhost:3000');
  });

  it('answers a taken address exactly like a free one, and mails nobody', async () => {
    const member = await signUpMember(app);
    const someoneElse = await signUpMember(app);
    await services.accounts.mailer.idle();
    const before = (await outboxTo(orm, someoneElse.email)).length;
    const taken = await post('/api/user/v1/profile/email/', { email: someoneElse.email, password: PASSWORD }, { cookie: member.cookie });
    const free = await post('/api/user/v1/profile/email/', { email: newEmail(), password: PASSWORD }, { cookie: member.cookie });
    expect(taken.status).toBe(free.status);
    expect(await taken.text()).toBe(await free.text());
    await services.accounts.mailer.idle();
    expect(await outboxTo(orm, someoneElse.email)).toHaveLength(before);
    expect(await orm.em.fork().count(EmailToken, { user: member.userId, purpose: 'change_email' })).toBe(1);
  });

  it('refuses the change when the address was taken between the request and the confirmation (409)', async () => {
    const member = await signUpMember(app);
    const target = newEmail();
    await post('/api/user/v1/profile/email/', { email: target, password: PASSWORD }, { cookie: member.cookie });
    await services.accounts.mailer.idle();
    const token = tokenOf((await outboxTo(orm, target))[0]!.text, '/email/change/confirm/');
    await signUpMember(app, target);
    const response = await post('/api/v1/email/change/confirm/', { token }, { ip: newIp() });
    expect(response.status).toBe(409);
    expect((await response.json()).message.content).toBe('このメールアドレスは登録できません。別のメールアドレスをお試しください。');
    expect((await orm.em.fork().findOneOrFail(User, { id: member.userId })).email).toBe(member.email);
  });

  it('needs a signed-in member, the right password and a different, well-formed address', async () => {
    expect((await post('/api/user/v1/profile/email/', { email: newEmail(), password: PASSWORD })).status).toBe(401);
    const member = await signUpMember(app);
    const wrong = await post('/api/user/v1/profile/email/', { email: newEmail(), password: 'not-the-password' }, { cookie: member.cookie });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual([{ path: 'password', message: 'パスワードが正しくありません' }]);
    const same = await post('/api/user/v1/profile/email/', { email: ` ${member.email.toUpperCase()}`, password: PASSWORD }, { cookie: member.cookie });
    expect(same.status).toBe(400);
    expect((await same.json()).errors).toEqual([{ path: 'email', message: '現在のメールアドレスと同じです' }]);
    const malformed = await post('/api/user/v1/profile/email/', { email: 'nope', password: '' }, { cookie: member.cookie });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors).toEqual([
      { path: 'email', message: 'メールアドレスの形式が正しくありません' },
      { path: 'password', message: 'パスワードを入力してください' },
    ]);
    await services.accounts.mailer.idle();
    expect(await orm.em.fork().count(EmailToken, { user: member.userId, purpose: 'change_email' })).toBe(0);
  });

  it('limits a member to 10 requests an hour', async () => {
    const member = await signUpMember(app);
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/user/v1/profile/email/', { email: newEmail(), password: 'not-the-password' }, { cookie: member.cookie })).status).toBe(400);
    }
    const refused = await post('/api/user/v1/profile/email/', { email: newEmail(), password: PASSWORD }, { cookie: member.cookie });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
