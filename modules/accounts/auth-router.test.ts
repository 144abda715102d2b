import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { Session } from './entities/session.ts';
import { User } from './entities/user.ts';
import { verificationTokenFor } from '#platform/testing/members.ts';
import { linkIn, outboxTo, tokenOf } from './account-mail-test-helpers.ts';
import { loadSessionSecret } from './session-secret.ts';
import { sessionMiddleware, type ViewerVariables } from './sessions.ts';

// Every member here signs up from one address, more often than the default limit allows (auth-rate-limit.test.ts tests it).
const signUpLimit = process.env.SIGNUPS_PER_ADDRESS;
process.env.SIGNUPS_PER_ADDRESS = '1000';
afterAll(() => {
  if (signUpLimit === undefined) delete process.env.SIGNUPS_PER_ADDRESS;
  else process.env.SIGNUPS_PER_ADDRESS = signUpLimit;
});
const { app, orm, services } = await createTestApp();

const PASSWORD = 'yomiba-test-pass-1';
const HTTP = 'http://localhost';
const HTTPS = 'https://yomiba.example';
const newEmail = () => `m${randomUUID().slice(0, 12)}@example.jp`;
/** A complete member of the demo data (the test database is seeded in demo mode). */
const REGISTERED = 'member@yomiba.test';

/** The session Set-Cookie of a response (either name), or undefined. */
const sessionSetCookie = (response: Response) =>
  response.headers.getSetCookie().find((c) => c.startsWith('yomiba_session=') || c.startsWith('__Host-yomiba_session='));
/** `name=value` of the session Set-Cookie, as a browser would send it back. */
const cookiePair = (response: Response) => sessionSetCookie(response)!.split(';')[0]!;

const post = (path: string, body: unknown, { cookie, base = HTTP }: { cookie?: string; base?: string } = {}) =>
  app.request(`${base}${path}`, {
    method: 'POST',
    headers: { ...csrfHeaders, 'Content-Type': 'application/json', 'User-Agent': 'vitest/accounts', Cookie: cookie ? `${csrfHeaders.Cookie}; ${cookie}` : csrfHeaders.Cookie! },
    body: JSON.stringify(body),
  });

const signUp = (email: string, password = PASSWORD, base = HTTP) => post('/api/v1/signup/', { email, password }, { base });
const signIn = (email: string, password = PASSWORD) => post('/api/v1/signin/', { email, password });

async function initialize(cookie?: string, base = HTTP) {
  const response = await app.request(`${base}/api/v1/initialize/`, { headers: cookie ? { Cookie: cookie } : {} });
  return { response, body: await response.json() };
}

/** Follows the sign-up verification mail's link (the page posts its token): the answer carries the session. */
const verify = async (email: string, base = HTTP) => post('/api/v1/email/verify/', { token: await verificationTokenFor(app, email) }, { base });

async function member() {
  const email = newEmail();
  expect((await signUp(email)).status).toBe(200);
  const verified = await verify(email);
  expect(verified.status).toBe(200);
  const cookie = cookiePair(verified);
  const claims = decodeJwt(cookie.split('=')[1]!);
  return { email, cookie, userId: Number(claims.sub), sessionId: claims.sid as string };
}

/** Everything a client sees of an answer but the per-request Date and X-Request-Id: status, headers, body. */
async function seen(response: Response) {
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'date' && name !== 'x-request-id').sort(([a], [b]) => a.localeCompare(b));
  return { status: response.status, headers, body: await response.text() };
}

const secret = loadSessionSecret();
const now = () => Math.floor(Date.now() / 1000);
function forge(claims: { sub: string; sid: string }, options: { alg?: string; aud?: string; iss?: string; exp?: number; key?: Uint8Array } = {}) {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(options.iss ?? 'yomiba')
    .setAudience(options.aud ?? 'yomiba-web')
    .setIssuedAt(now() - 60)
    .setNotBefore(now() - 60)
    .setExpirationTime(options.exp ?? now() + 3600)
    .sign(options.key ?? secret);
}

describe('POST /api/v1/signup/', () => {
  it('makes a pending member without a session; the verification mail\'s link signs them in (HttpOnly, SameSite=Lax) and initialize knows them', async () => {
    const email = newEmail();
    const response = await post('/api/v1/signup/', { email: `  ${email.toUpperCase()} `, password: PASSWORD, display_name: '読場 花子' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: { content: '確認メールを送信しました。メールに記載されたリンクから登録を完了してください。', label: 'string', level: 'info' },
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // Issue 29 item 6: no session until the mailed link is followed.
    expect(sessionSetCookie(response)).toBeUndefined();
    // The member is made after the answer.
    await services.accounts.mailer.idle();
    const stored = await orm.em.fork().findOneOrFail(User, { email });
    expect(stored).toMatchObject({ signUpPending: true, emailVerifiedAt: null });
    expect(await orm.em.fork().count(Session, { user: stored.id })).toBe(0);

    const verified = await verify(email);
    expect(verified.status).toBe(200);
    expect((await verified.json()).message.content).toBe('メールアドレスを確認し、会員登録が完了しました。');
    const setCookie = sessionSetCookie(verified)!;
    expect(setCookie).toMatch(/^yomiba_session=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; /);
    const attributes = setCookie.split('; ').slice(1);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax']);

    const { response: init, body } = await initialize(cookiePair(verified));
    expect(init.headers.get('cache-control')).toBe('private, no-store');
    expect(sessionSetCookie(init)).toBeUndefined();
    expect(body.is_login).toBe(true);
    expect(body.user).toMatchObject({
      userId: stored.id,
      userEmail: email,
      userDisplayName: '読場 花子',
      userValidAdult: 2,
      isStaff: false,
      // The sign-up form's consent box (src/server/api.ts records it).
      isAgreedTerms: true,
      isAgreedPrivacy: true,
      userCoin: 0,
      userPoint: 0,
      premiumUserTicketExpireDays: -1,
    });

    const completed = await orm.em.fork().findOneOrFail(User, { email });
    expect(completed.signUpPending).toBe(false);
    expect(completed.emailVerifiedAt).toBeInstanceOf(Date);
    expect(completed.passwordHash!.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(completed.passwordHash).not.toContain(PASSWORD);
    const session = await orm.em.fork().findOneOrFail(Session, { user: completed.id });
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(session.userAgent).toBe('vitest/accounts');
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    // Complete now: the password signs in.
    expect((await signIn(email)).status).toBe(200);
  });

  it('over HTTPS the link\'s cookie is __Host-yomiba_session and Secure; only that name counts there', async () => {
    const email = newEmail();
    expect((await signUp(email, PASSWORD, HTTPS)).status).toBe(200);
    const response = await verify(email, HTTPS);
    expect(response.status).toBe(200);
    const setCookie = sessionSetCookie(response)!;
    expect(setCookie.startsWith('__Host-yomiba_session=')).toBe(true);
    expect(setCookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax', 'Secure']);
    const pair = cookiePair(response);
    expect((await initialize(pair, HTTPS)).body.is_login).toBe(true);
    expect((await initialize(pair.replace('__Host-', ''), HTTPS)).body.is_login).toBe(false);
    expect((await initialize(pair, HTTP)).body.is_login).toBe(false);
  });

  it('gives a default display name', async () => {
    const { cookie } = await member();
    expect((await initialize(cookie)).body.user.userDisplayName).toBe('読み場ユーザー');
  });

  it('refuses a display name over 30 characters on the field display_name, in the sign-up form\'s wording', async () => {
    const response = await post('/api/v1/signup/', { email: newEmail(), password: PASSWORD, display_name: 'あ'.repeat(31) });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual([{ path: 'display_name', message: '表示名は30文字以内で入力してください' }]);
    expect((await post('/api/v1/signup/', { email: newEmail(), password: PASSWORD, display_name: 'あ'.repeat(30) })).status).toBe(200);
  });

  it('answers a new, a registered and a pending address with the same status, headers and body, none signed in (issue 29 item 6)', async () => {
    const registered = REGISTERED;
    const pending = newEmail();
    expect((await signUp(pending)).status).toBe(200);
    await services.accounts.mailer.idle();
    const answers = await Promise.all([signUp(newEmail()), signUp(registered.toUpperCase(), 'another-good-pass-2'), signUp(pending, 'another-good-pass-2')].map(async (r) => seen(await r)));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.headers.some(([name, value]) => name === 'set-cookie' && value.includes('yomiba_session'))).toBe(false);
    // Afterwards too: whatever cookies the answers set, initialize is anonymous.
    for (const answer of answers) {
      const cookies = answer.headers.filter(([name]) => name === 'set-cookie').map(([, value]) => value.split(';')[0]!);
      expect((await initialize(cookies.join('; ') || undefined)).body.is_login).toBe(false);
    }
  });

  it('in a registered address\'s case makes no account and no session, and mails its owner (sign-in and reset links)', async () => {
    const { email } = await member();
    const again = await signUp(email.toUpperCase(), 'another-good-pass-2');
    expect(again.status).toBe(200);
    expect(sessionSetCookie(again)).toBeUndefined();
    await services.accounts.mailer.idle();
    expect(await orm.em.fork().count(User, { email })).toBe(1);
    // The owner's password still signs in; the other one does not.
    expect((await signIn(email)).status).toBe(200);
    expect((await signIn(email, 'another-good-pass-2')).status).toBe(401);
    await services.accounts.mailer.idle();
    const mails = await outboxTo(orm, email);
    const attempts = mails.filter((mail) => mail.subject === '【読み場】会員登録のお申し込みについて');
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.text).toContain('すでに登録されています');
    expect(linkIn(attempts[0]!.text, '/signin/')).toBeTruthy();
    expect(linkIn(attempts[0]!.text, '/forgot_password/')).toBeTruthy();
    // The only other mail is the member's own verification mail.
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['【読み場】メールアドレスの確認', '【読み場】会員登録のお申し込みについて']);
  });

  it('keeps a pending sign-up out: its password answers like a wrong one until the mailed link is followed', async () => {
    const email = newEmail();
    expect((await signUp(email)).status).toBe(200);
    await services.accounts.mailer.idle();
    expect(await orm.em.fork().count(User, { email, signUpPending: true })).toBe(1);
    const refused = await signIn(email);
    const wrong = await signIn(email, 'not-the-password-9');
    expect(await seen(refused)).toEqual(await seen(wrong));
    expect(refused.status).toBe(401);
    expect((await verify(email)).status).toBe(200);
    expect((await signIn(email)).status).toBe(200);
  });

  it('signing up again with a pending address mails a link to set the password: the mailbox owner\'s password wins and the sign-up completes', async () => {
    const email = newEmail();
    expect((await signUp(email, 'first-asker-pass-1')).status).toBe(200);
    await services.accounts.mailer.idle();
    expect((await signUp(email, 'mailbox-owner-pass-2')).status).toBe(200);
    await services.accounts.mailer.idle();
    const mail = (await outboxTo(orm, email)).find((m) => m.subject === '【読み場】会員登録の完了のご案内')!;
    expect(mail.text).toContain('まだ完了していません');
    const reset = await post('/api/v1/password/reset/', { token: tokenOf(mail.text, '/reset_password/'), password: 'mailbox-owner-pass-3' });
    expect(reset.status).toBe(200);
    expect((await initialize(cookiePair(reset))).body.is_login).toBe(true);
    expect(await orm.em.fork().findOneOrFail(User, { email })).toMatchObject({ signUpPending: false, emailVerifiedAt: expect.any(Date) });
    expect((await signIn(email, 'first-asker-pass-1')).status).toBe(401);
    expect((await signIn(email, 'mailbox-owner-pass-3')).status).toBe(200);
  });

  it('spends about the same time on a registered address as on a new one (argon2 on both paths)', async () => {
    const email = REGISTERED;
    // Each answer alone: the work after the previous one is done first.
    const time = async (address: string) => {
      await services.accounts.mailer.idle();
      const started = performance.now();
      expect((await signUp(address)).status).toBe(200);
      return performance.now() - started;
    };
    await time(newEmail());
    const registered: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 5; i++) {
      registered.push(await time(email));
      fresh.push(await time(newEmail()));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    expect(median(registered)).toBeGreaterThan(median(fresh) * 0.5);
    await services.accounts.mailer.idle();
  });

  it('refuses a common password with 400 on the field password, explained in Japanese', async () => {
    const email = newEmail();
    for (const password of ['password', 'Doraemon', 'ILOVEYOU', 'asdfghjk']) {
      const response = await signUp(email, password);
      expect(response.status, password).toBe(400);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(body.message.content).toBe('よく使われているパスワードのため登録できません。推測されにくいパスワードを設定してください。');
      expect(body.errors).toEqual([{ path: 'password', message: body.message.content }]);
    }
    expect(await orm.em.fork().count(User, { email })).toBe(0);
  });

  it('refuses a short password and the email local part', async () => {
    const short = await signUp(newEmail(), 'a1b2c3d');
    expect(short.status).toBe(400);
    expect((await short.json()).errors).toEqual([{ path: 'password', message: 'パスワードは8文字以上で入力してください。' }]);
    const local = await signUp('kumanomi77@example.jp', 'Kumanomi77');
    expect(local.status).toBe(400);
    expect((await local.json()).errors[0].path).toBe('password');
  });

  it('refuses a malformed email, a missing password and requests without the CSRF token', async () => {
    const bad = await signUp('not-an-email');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((e: { path: string }) => e.path)).toEqual(['email']);
    expect((await post('/api/v1/signup/', { email: newEmail() })).status).toBe(400);
    const noToken = await app.request('/api/v1/signup/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: newEmail(), password: PASSWORD }),
    });
    expect(noToken.status).toBe(403);
  });
});

describe('POST /api/v1/signin/', () => {
  it('opens a new session with a new id on every sign-in, and leaves the others alone', async () => {
    const { email, cookie: first, sessionId: firstId } = await member();
    const second = await signIn(email.toUpperCase());
    expect(second.status).toBe(200);
    expect((await second.json()).success).toBe(true);
    const third = await signIn(email);
    const ids = [firstId, decodeJwt(cookiePair(second).split('=')[1]!).sid, decodeJwt(cookiePair(third).split('=')[1]!).sid];
    expect(new Set(ids).size).toBe(3);
    for (const cookie of [first, cookiePair(second), cookiePair(third)]) expect((await initialize(cookie)).body.is_login).toBe(true);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { email } = await member();
    const wrong = await signIn(email, 'not-the-password-9');
    const unknown = await signIn(newEmail(), 'not-the-password-9');
    const noPassword = await signIn(email, '');
    for (const response of [wrong, unknown, noPassword]) {
      expect(response.status).toBe(401);
      expect(sessionSetCookie(response)).toBeUndefined();
    }
    const bodies = await Promise.all([wrong.text(), unknown.text(), noPassword.text()]);
    expect(bodies[0]).toBe(bodies[1]);
    expect(bodies[0]).toBe(bodies[2]);
    expect(JSON.parse(bodies[0]!)).toEqual({
      success: false,
      message: { content: 'メールアドレスまたはパスワードが正しくありません。', label: 'string', level: 'warning' },
    });
  });

  it('spends about the same time on an unknown email as on a wrong password (a dummy argon2 verification)', async () => {
    const { email } = await member();
    // CPU time of this process (argon2 runs on its thread pool), not wall time: a busy machine stretches
    // wall time at random, while the hash's work stays the same.
    const time = async (address: string) => {
      const started = process.cpuUsage();
      await signIn(address, 'not-the-password-9');
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    await time(newEmail()); // warms the dummy hash
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await time(email));
      unknown.push(await time(newEmail()));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });
});

describe('POST /api/v1/logout/', () => {
  it('revokes the session and clears the cookie; the old cookie, replayed, signs nobody in', async () => {
    const { cookie, sessionId } = await member();
    const response = await post('/api/v1/logout/', {}, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(sessionSetCookie(response)).toMatch(/^yomiba_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await orm.em.fork().findOneOrFail(Session, sessionId)).revokedAt).toBeInstanceOf(Date);
    const replay = await initialize(cookie);
    expect(replay.body).toMatchObject({ is_login: false, user: null });
    expect(sessionSetCookie(replay.response)).toMatch(/Max-Age=0/);
  });

  it('answers success without a session too', async () => {
    const response = await post('/api/v1/logout/', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });
});

describe('the session cookie', () => {
  it('is anonymous when tampered with, unsigned, signed with another algorithm or key, for another audience, or expired', async () => {
    const { cookie, userId, sessionId } = await member();
    const other = await member();
    const [name, token] = cookie.split('=') as [string, string];
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const swapped = Buffer.from(JSON.stringify({ ...claims, sub: String(other.userId) })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const sub = String(userId);
    const tokens = {
      tamperedPayload: `${header}.${swapped}.${signature}`,
      tamperedSignature: `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      none,
      hs512: await forge({ sub, sid: sessionId }, { alg: 'HS512' }),
      otherKey: await forge({ sub, sid: sessionId }, { key: new TextEncoder().encode('k'.repeat(48)) }),
      otherAudience: await forge({ sub, sid: sessionId }, { aud: 'yomiba-app' }),
      otherIssuer: await forge({ sub, sid: sessionId }, { iss: 'someone' }),
      expired: await forge({ sub, sid: sessionId }, { exp: now() - 10 }),
      otherUsersSession: await forge({ sub: String(other.userId), sid: sessionId }),
      unknownSession: await forge({ sub, sid: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      garbage: 'not-a-jwt',
    };
    for (const [kind, forged] of Object.entries(tokens)) {
      const { response, body } = await initialize(`${name}=${forged}`);
      expect(body.is_login, kind).toBe(false);
      expect(body.user, kind).toBeNull();
      expect(sessionSetCookie(response), kind).toMatch(/^yomiba_session=; Max-Age=0;/);
    }
    // A well-forged token (same key and claims) still works: the checks above are what refused the others.
    expect((await initialize(`${name}=${await forge({ sub, sid: sessionId })}`)).body.is_login).toBe(true);
  });

  it('is anonymous once the session row has expired', async () => {
    const { cookie, sessionId } = await member();
    await orm.em.fork().nativeUpdate(Session, { id: sessionId }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await initialize(cookie)).body.is_login).toBe(false);
  });

  it('slides: a session last refreshed more than a day ago gets 30 more days and a new cookie', async () => {
    const { cookie, sessionId } = await member();
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await orm.em.fork().nativeUpdate(Session, { id: sessionId }, { lastSeenAt: twoDaysAgo, expiresAt: new Date(Date.now() + 3 * 24 * 3600 * 1000) });
    const { response, body } = await initialize(cookie);
    expect(body.is_login).toBe(true);
    const refreshed = sessionSetCookie(response)!;
    expect(refreshed).toMatch(/^yomiba_session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const claims = decodeJwt(refreshed.split(';')[0]!.split('=')[1]!);
    expect(claims.sid).toBe(sessionId);
    expect(claims.exp! - now()).toBeGreaterThan(29.9 * 24 * 3600);
    const row = await orm.em.fork().findOneOrFail(Session, sessionId);
    expect(row.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    // Refreshed just now: the next request neither writes nor re-issues.
    const next = await initialize(refreshed.split(';')[0]!);
    expect(next.body.is_login).toBe(true);
    expect(sessionSetCookie(next.response)).toBeUndefined();
  });

  it('lets initialize stay anonymous without a cookie, with no session cookie set', async () => {
    const { response, body } = await initialize();
    expect(body).toMatchObject({ is_login: false, user: null });
    expect(sessionSetCookie(response)).toBeUndefined();
  });
});

describe('readViewer and the middleware', () => {
  it('reads the viewer of a plain Request (for page rendering), once per Request', async () => {
    const { cookie, userId, sessionId, email } = await member();
    const request = new Request(`${HTTP}/book/`, { headers: { Cookie: `other=1; ${cookie}` } });
    const viewer = await services.accounts.readViewer(request);
    expect(viewer).toEqual({ user: expect.objectContaining({ userId, userEmail: email }), sessionId });
    expect(services.accounts.readViewer(request)).toBe(services.accounts.readViewer(request));
    expect(await services.accounts.readViewer(new Request(`${HTTP}/book/`))).toEqual({ user: null, sessionId: null });
  });

  it('puts the viewer on the Hono context', async () => {
    const { cookie, userId } = await member();
    const probe = new Hono<{ Variables: ViewerVariables }>();
    probe.use('*', sessionMiddleware(services.accounts));
    probe.get('/who/', (c) => c.json({ userId: c.get('viewer').user?.userId ?? null }));
    expect(await (await probe.request('/who/', { headers: { Cookie: cookie } })).json()).toEqual({ userId });
    expect(await (await probe.request('/who/')).json()).toEqual({ userId: null });
  });
});
