import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { Session } from './entities/session.ts';
import { User } from './entities/user.ts';
import { linkIn, outboxTo } from './account-mail-test-helpers.ts';
import { loadSessionSecret } from './session-secret.ts';
import { sessionMiddleware, type ViewerVariables } from './sessions.ts';

const { app, orm, services } = await createTestApp();

const PASSWORD = 'yomiba-test-pass-1';
const HTTP = 'http://localhost';
const HTTPS = 'https://yomiba.example';
const newEmail = () => `m${randomUUID().slice(0, 12)}@example.jp`;

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

async function member() {
  const email = newEmail();
  const response = await signUp(email);
  expect(response.status).toBe(200);
  const cookie = cookiePair(response);
  const claims = decodeJwt(cookie.split('=')[1]!);
  return { email, cookie, userId: Number(claims.sub), sessionId: claims.sid as string };
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
  it('creates the member, signs them in with a HttpOnly, SameSite=Lax cookie, and initialize knows them', async () => {
    const email = newEmail();
    const response = await post('/api/v1/signup/', { email: `  ${email.toUpperCase()} `, password: PASSWORD, display_name: '読場 花子' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: { content: '会員登録が完了しました。', label: 'string', level: 'info' } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const setCookie = sessionSetCookie(response)!;
    expect(setCookie).toMatch(/^yomiba_session=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; /);
    const attributes = setCookie.split('; ').slice(1);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax']);

    const { response: init, body } = await initialize(cookiePair(response));
    expect(init.headers.get('cache-control')).toBe('private, no-store');
    expect(sessionSetCookie(init)).toBeUndefined();
    expect(body.is_login).toBe(true);
    expect(body.user).toMatchObject({
      userId: expect.any(Number),
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
    expect(body.user.userId).toBeGreaterThan(0);

    const stored = await orm.em.fork().findOneOrFail(User, { email });
    expect(stored.passwordHash!.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(stored.passwordHash).not.toContain(PASSWORD);
    const session = await orm.em.fork().findOneOrFail(Session, { user: stored.id });
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(session.userAgent).toBe('vitest/accounts');
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
  });

  it('over HTTPS names the cookie __Host-yomiba_session and marks it Secure; only that name counts there', async () => {
    const response = await signUp(newEmail(), PASSWORD, HTTPS);
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

  it('never tells a registered email apart (issue 14): the same answer as a new one, no account, no session, and its owner is mailed', async () => {
    const email = newEmail();
    const first = await signUp(email);
    expect(first.status).toBe(200);
    const again = await signUp(email.toUpperCase(), 'another-good-pass-2');
    // Status and body are those of a new address (this answer was a 409 before).
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(sessionSetCookie(again)).toBeUndefined();
    expect(await orm.em.fork().count(User, { email })).toBe(1);
    // The owner's password still signs in; the other one does not.
    expect((await signIn(email)).status).toBe(200);
    expect((await signIn(email, 'another-good-pass-2')).status).toBe(401);
    await services.accounts.mailer.idle();
    const mails = await outboxTo(orm, email);
    const attempt = mails.find((mail) => mail.subject === '【読み場】会員登録のお申し込みについて');
    expect(attempt?.text).toContain('すでに登録されています');
    expect(linkIn(attempt!.text, '/signin/')).toBeTruthy();
    expect(linkIn(attempt!.text, '/forgot_password/')).toBeTruthy();
    // A new address gets no such mail.
    expect(mails.filter((mail) => mail.subject === '【読み場】会員登録のお申し込みについて')).toHaveLength(1);
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
    const time = async (address: string) => {
      const started = performance.now();
      await signIn(address, 'not-the-password-9');
      return performance.now() - started;
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
