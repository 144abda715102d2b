import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { isSignedIn, linkIn, newEmail, newIp, outboxTo, PASSWORD, poster, sessionPair, signUpMember, tokenOf } from './account-mail-test-helpers.ts';
import { EmailToken } from './email-tokens-entity.ts';
import { User } from './entities/user.ts';
import { verifyPassword } from './passwords.ts';

const trustProxy = process.env.TRUST_PROXY;
process.env.TRUST_PROXY = '1';
afterAll(() => {
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
});

const { app, orm, services } = await createTestApp();
const post = poster(app);
const NEW_PASSWORD = 'another-good-pass-2';
const FORGOT_ANSWER = {
  success: true,
  message: {
    content: 'ご入力のメールアドレスが登録されている場合は、パスワード再設定のご案内をお送りしました。メールが届かない場合は、迷惑メールフォルダもご確認ください。',
    label: 'string',
    level: 'info',
  },
};

/** Asks for a reset link for `email` and returns the token from the mail in the outbox. */
async function resetTokenFor(email: string): Promise<string> {
  expect((await post('/api/v1/password/forgot/', { email }, { ip: newIp() })).status).toBe(200);
  await services.accounts.mailer.idle();
  const mails = await outboxTo(orm, email);
  const mail = mails.filter((m) => m.subject === '【読み場】パスワード再設定のご案内').at(-1)!;
  return tokenOf(mail.text, '/reset_password/');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('POST /api/v1/password/forgot/', () => {
  it('answers a registered and an unknown address identically (status, body, caching), and mails only the member', async () => {
    const { email } = await signUpMember(app);
    const unknown = newEmail();
    const known = await post('/api/v1/password/forgot/', { email: `  ${email.toUpperCase()} ` }, { ip: newIp() });
    const stranger = await post('/api/v1/password/forgot/', { email: unknown }, { ip: newIp() });
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    const [knownBody, strangerBody] = [await known.text(), await stranger.text()];
    expect(knownBody).toBe(strangerBody);
    expect(JSON.parse(knownBody)).toEqual(FORGOT_ANSWER);
    expect(known.headers.get('cache-control')).toBe('private, no-store');
    expect(stranger.headers.get('cache-control')).toBe('private, no-store');
    expect(known.headers.getSetCookie()).toEqual(stranger.headers.getSetCookie());

    await services.accounts.mailer.idle();
    expect(await outboxTo(orm, unknown)).toHaveLength(0);
    const mail = (await outboxTo(orm, email)).find((m) => m.subject === '【読み場】パスワード再設定のご案内')!;
    expect(mail.text).toContain('このリンクの有効期限は60分で、一度だけ使えます。');
    const link = linkIn(mail.text, '/reset_password/');
    expect(link.origin).toBe('http://localhost:3000');
    expect(mail.html).toContain(link.href.replace(/&/g, '&amp;'));
  });

  it('takes no longer for a registered address than for an unknown one (the work happens after the answer)', async () => {
    // One member per round, so that the per-email limit (5 an hour) never answers instead.
    const members = await Promise.all(Array.from({ length: 16 }, () => signUpMember(app)));
    await services.accounts.mailer.idle();
    const times = { known: [] as number[], unknown: [] as number[] };
    for (const member of members) {
      for (const [kind, address] of [['known', member.email], ['unknown', newEmail()]] as const) {
        const started = performance.now();
        const response = await post('/api/v1/password/forgot/', { email: address }, { ip: newIp() });
        times[kind].push(performance.now() - started);
        expect(response.status).toBe(200);
      }
    }
    await services.accounts.mailer.idle();
    // Same code path up to the answer: the medians stay close (one argon2 hash or SMTP exchange alone takes tens of ms).
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(10);
  });

  it('refuses a missing or malformed email with field messages', async () => {
    for (const [body, message] of [
      [{}, 'メールアドレスを入力してください'],
      [{ email: '' }, 'メールアドレスを入力してください'],
      [{ email: 'not-an-address' }, 'メールアドレスの形式が正しくありません'],
      [{ email: 42 }, 'メールアドレスを入力してください'],
    ] as const) {
      const response = await post('/api/v1/password/forgot/', body, { ip: newIp() });
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer).toMatchObject({ success: false, message: { content: '入力内容に誤りがあります。' } });
      expect(answer.errors).toEqual([{ path: 'email', message }]);
    }
  });

  it('limits each email to 5 requests an hour, whoever sends them, with 429 and Retry-After (unknown emails too)', async () => {
    for (const email of [(await signUpMember(app)).email, newEmail()]) {
      for (let i = 0; i < 5; i++) expect((await post('/api/v1/password/forgot/', { email }, { ip: newIp() })).status).toBe(200);
      const refused = await post('/api/v1/password/forgot/', { email: email.toUpperCase() }, { ip: newIp() });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(await refused.json()).toMatchObject({ success: false, message: { content: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。' } });
    }
    await services.accounts.mailer.idle();
  });

  it('limits each client address to 20 requests per 15 minutes', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await post('/api/v1/password/forgot/', { email: newEmail() }, { ip })).status).toBe(200);
    const refused = await post('/api/v1/password/forgot/', { email: newEmail() }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await post('/api/v1/password/forgot/', { email: newEmail() }, { ip: newIp() })).status).toBe(200);
  });

  it('needs the CSRF header', async () => {
    const response = await app.request('http://localhost/api/v1/password/forgot/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: newEmail() }),
    });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/v1/password/reset/', () => {
  it('sets the new password, ends every session of the member and signs this browser in afresh', async () => {
    const member = await signUpMember(app);
    const otherDevice = sessionPair(await post('/api/v1/signin/', { email: member.email, password: PASSWORD }, { ip: newIp() }))!;
    expect(await isSignedIn(app, member.cookie)).toBe(true);
    const token = await resetTokenFor(member.email);

    const response = await post('/api/v1/password/reset/', { token, password: NEW_PASSWORD }, { ip: newIp() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: { content: 'パスワードを再設定しました。すべての端末でログアウトし、この端末で新しくログインしました。', label: 'string', level: 'info' },
    });
    const fresh = sessionPair(response)!;
    expect(fresh).toBeDefined();
    expect(await isSignedIn(app, fresh)).toBe(true);
    expect(await isSignedIn(app, member.cookie)).toBe(false);
    expect(await isSignedIn(app, otherDevice)).toBe(false);
    // The old cookie is refused by a member-only API too.
    const guarded = await post('/api/user/v1/profile/password/', { current_password: NEW_PASSWORD, password: 'yet-another-pass-3' }, { cookie: member.cookie });
    expect(guarded.status).toBe(401);

    const user = await orm.em.fork().findOneOrFail(User, { id: member.userId });
    expect(await verifyPassword(user.passwordHash!, NEW_PASSWORD)).toBe(true);
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await post('/api/v1/signin/', { email: member.email, password: PASSWORD }, { ip: newIp() })).status).toBe(401);
    expect((await post('/api/v1/signin/', { email: member.email, password: NEW_PASSWORD }, { ip: newIp() })).status).toBe(200);
  });

  it('works once: the same link again is 410 "already used", and other reset links of the member die with it', async () => {
    const { email } = await signUpMember(app);
    const first = await resetTokenFor(email);
    const second = await resetTokenFor(email);
    expect((await post('/api/v1/password/reset/', { token: first, password: NEW_PASSWORD }, { ip: newIp() })).status).toBe(200);
    for (const token of [first, second]) {
      const again = await post('/api/v1/password/reset/', { token, password: 'third-good-pass-3' }, { ip: newIp() });
      expect(again.status).toBe(410);
      expect(await again.json()).toEqual({
        success: false,
        message: { content: 'このリンクはすでに使用されています。', label: 'string', level: 'warning' },
        errors: [{ path: 'token', message: 'used' }],
      });
    }
  });

  it('refuses an expired link (older than an hour) with 410', async () => {
    const { email, userId } = await signUpMember(app);
    const token = await resetTokenFor(email);
    await orm.em.fork().nativeUpdate(EmailToken, { user: userId, purpose: 'reset_password' }, { expiresAt: new Date(Date.now() - 1000) });
    const response = await post('/api/v1/password/reset/', { token, password: NEW_PASSWORD }, { ip: newIp() });
    expect(response.status).toBe(410);
    expect((await response.json()).message.content).toBe('このリンクは有効期限が切れています。');
  });

  it('applies the password rules in Japanese without spending the link', async () => {
    const { email } = await signUpMember(app);
    const token = await resetTokenFor(email);
    for (const [password, message] of [
      ['short', 'パスワードは8文字以上で入力してください。'],
      ['password', 'よく使われているパスワードのため登録できません。推測されにくいパスワードを設定してください。'],
      [email.split('@')[0]!, 'メールアドレスと同じ文字列はパスワードに使用できません。'],
    ] as const) {
      const response = await post('/api/v1/password/reset/', { token, password }, { ip: newIp() });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.errors).toEqual([{ path: 'password', message }]);
      expect(sessionPair(response)).toBeUndefined();
    }
    expect((await post('/api/v1/password/reset/', { token, password: NEW_PASSWORD }, { ip: newIp() })).status).toBe(200);
  });

  it('refuses unknown and malformed tokens and missing fields with field messages', async () => {
    const unknown = await post('/api/v1/password/reset/', { token: 'A'.repeat(43), password: NEW_PASSWORD }, { ip: newIp() });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: { content: 'このリンクは無効です。メールに記載されたURLをもう一度ご確認ください。' }, errors: [{ path: 'token', message: 'invalid' }] });
    const malformed = await post('/api/v1/password/reset/', { token: 'abc', password: NEW_PASSWORD }, { ip: newIp() });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors).toEqual([{ path: 'token', message: 'リンクが正しくありません。メールに記載されたURLを開き直してください。' }]);
    const missing = await post('/api/v1/password/reset/', {}, { ip: newIp() });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors.map((e: { path: string }) => e.path).sort()).toEqual(['password', 'token']);
  });

  it('stops working once the member changed their email (the link was for the old address)', async () => {
    const { email, userId } = await signUpMember(app);
    const token = await resetTokenFor(email);
    await orm.em.fork().nativeUpdate(User, { id: userId }, { email: newEmail() });
    const response = await post('/api/v1/password/reset/', { token, password: NEW_PASSWORD }, { ip: newIp() });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([{ path: 'token', message: 'invalid' }]);
  });
});
