import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '#platform/http/csrf.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { verificationTokenFor } from '#platform/testing/members.ts';
import { createApi } from '#platform/http/create-api.ts';
import { User } from '../entities/user.ts';
import { loadSessionSecret } from '../session-secret.ts';
import { sessionMiddleware } from '../sessions.ts';
import { createFlowCookies } from './flow-cookies.ts';
import { loadSocialProviders } from './providers.ts';
import { socialRouter } from './social-router.ts';
import { createSocialAccountsService } from './social-service.ts';
import { SOCIAL_ERROR_MESSAGES } from './provider-names.ts';
import { SocialIdentity } from './social-identity.ts';
import { CookieJar } from './testing/cookie-jar.ts';
import { MOCK_CLIENTS, startMockProviders } from './testing/mock-providers.ts';
import type { SocialProviderId } from './provider-names.ts';

// The providers must be configured before the app reads the environment.
const mocks = await startMockProviders();
Object.assign(process.env, mocks.env);
const { createTestApp } = await import('#src/server/testing/test-app.ts');
const { app, orm, services } = await createTestApp();
afterAll(() => mocks.stop());

const HTTP = 'http://localhost';
const PASSWORD = 'yomiba-social-pass-7';
const uid = () => randomUUID().replaceAll('-', '').slice(0, 16);

const get = (url: string, jar: CookieJar) =>
  app.request(url.startsWith('http') ? url : `${HTTP}${url}`, { headers: { Cookie: jar.header(), 'User-Agent': 'vitest/social' } });

async function send(jar: CookieJar, method: 'GET' | 'POST', path: string, body?: unknown, { csrf = true } = {}) {
  // The test's own CSRF pair replaces whatever token the API handed out before.
  jar.delete(CSRF_COOKIE);
  const response = await app.request(`${HTTP}${path}`, {
    method,
    headers: {
      ...(csrf ? { [CSRF_HEADER]: csrfHeaders[CSRF_HEADER]! } : {}),
      Cookie: jar.header(csrf),
      'Content-Type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  jar.store(response);
  return response;
}

async function initialize(jar: CookieJar) {
  const response = await get('/api/v1/initialize/', jar);
  jar.store(response);
  return (await response.json()) as { is_login: boolean; user: Record<string, unknown> | null };
}

/** start → provider's authorize endpoint → callback, as a browser follows the redirects. */
async function flow(provider: SocialProviderId, jar: CookieJar, query: Record<string, string> = {}, beforeAuthorize?: (authorizeUrl: URL) => Promise<void>) {
  const start = await get(`/api/v1/auth/${provider}/start/?${new URLSearchParams(query)}`, jar);
  jar.store(start);
  expect(start.status).toBe(302);
  const authorizeUrl = new URL(start.headers.get('location')!);
  await beforeAuthorize?.(authorizeUrl);
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callbackUrl = new URL(authorize.headers.get('location')!);
  const callback = await get(callbackUrl.toString(), jar);
  jar.store(callback);
  return { start, authorizeUrl, callbackUrl, callback, location: callback.headers.get('location') };
}

/** A member by email: signed up, then signed in by the verification mail's link (the page posts its token). */
async function emailMember(jar = new CookieJar()) {
  const email = `m${uid()}@example.jp`;
  expect((await send(jar, 'POST', '/api/v1/signup/', { email, password: PASSWORD })).status).toBe(200);
  expect((await send(jar, 'POST', '/api/v1/email/verify/', { token: await verificationTokenFor(app, email) })).status).toBe(200);
  return { jar, email, userId: (await initialize(jar)).user!.userId as number };
}

const identitiesOf = (userId: number) => orm.em.fork().find(SocialIdentity, { user: userId }, { orderBy: { provider: 'asc' } });
const signInError = (code: keyof typeof SOCIAL_ERROR_MESSAGES, next?: string) =>
  `/signin/?social_error=${code}${next ? `&next=${encodeURIComponent(next)}` : ''}`;

describe('sign-up and sign-in through X (OAuth 2.0 with PKCE)', () => {
  it('start sets a short-lived HttpOnly flow cookie on the callback path and sends the browser to X with state and an S256 challenge', async () => {
    const jar = new CookieJar();
    const start = await get('/api/v1/auth/x/start/?next=/book/', jar);
    expect(start.status).toBe(302);
    expect(start.headers.get('cache-control')).toBe('private, no-store');
    const setCookie = start.headers.getSetCookie().find((c) => c.startsWith('yomiba_social_x='))!;
    expect(setCookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/v1/auth/x/callback/', 'SameSite=Lax']);
    const url = new URL(start.headers.get('location')!);
    expect(`${url.origin}${url.pathname}`).toBe(mocks.env.X_AUTHORIZATION_URL);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: MOCK_CLIENTS.x.id,
      redirect_uri: 'http://localhost/api/v1/auth/x/callback/',
      scope: 'users.read tweet.read',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // The state and verifier are not readable from the cookie by a glance at the URL: the verifier never leaves the server side.
    expect(url.toString()).not.toContain('code_verifier');
  });

  it('creates a member without an email on first sign-in, sends the PKCE verifier, and signs them in', async () => {
    const subject = `x-${uid()}`;
    mocks.as('x', { subject, name: 'ヨミバ太郎', picture: 'https://pbs.example/icon.jpg' });
    const jar = new CookieJar();
    const { authorizeUrl, callback, location } = await flow('x', jar, { next: '/book/title/1/' });
    expect(callback.status).toBe(302);
    expect(location).toBe('/book/title/1/');
    expect(callback.headers.get('referrer-policy')).toBe('no-referrer');
    expect(jar.get('yomiba_session')).toBeDefined();
    expect(jar.get('yomiba_social_x')).toBeUndefined();

    const tokenRequest = mocks.tokenRequests.filter((r) => r.provider === 'x').at(-1)!;
    const verifier = tokenRequest.body.code_verifier!;
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(authorizeUrl.searchParams.get('code_challenge'));
    expect(tokenRequest.authorization).toBe(`Basic ${Buffer.from(`${MOCK_CLIENTS.x.id}:${MOCK_CLIENTS.x.secret}`).toString('base64')}`);
    expect(tokenRequest.body.redirect_uri).toBe('http://localhost/api/v1/auth/x/callback/');

    const body = await initialize(jar);
    expect(body.is_login).toBe(true);
    expect(body.user).toMatchObject({ userDisplayName: 'ヨミバ太郎', userEmail: '', userImageUrl: 'https://pbs.example/icon.jpg', userProvider: 'x', userProviderName: 'X', isLineLinked: false });
    const user = await orm.em.fork().findOneOrFail(User, { id: body.user!.userId as number });
    expect(user.email).toBeNull();
    expect(user.passwordHash).toBeNull();
    const identities = await identitiesOf(user.id);
    expect(identities.map((i) => [i.provider, i.subject, i.createdAccount])).toEqual([['x', subject, true]]);
  });

  it('a member made through X after following a referral link counts as its referral (decision 052)', async () => {
    const referrer = await emailMember();
    const code = await services.referrals.codeOf(referrer.userId);
    const before = (await services.referrals.referralsOf(referrer.userId)).length;
    mocks.as('x', { subject: `x-${uid()}`, name: '紹介 花子' });
    const jar = new CookieJar();
    jar.store(new Response(null, { headers: { 'Set-Cookie': `yomiba_ref=${code}; Path=/; HttpOnly` } }));
    expect((await flow('x', jar)).callback.status).toBe(302);
    expect((await initialize(jar)).is_login).toBe(true);
    expect(await services.referrals.referralsOf(referrer.userId)).toHaveLength(before + 1);
  });

  it('signs the same X account in to the same member with a new session next time', async () => {
    const subject = `x-${uid()}`;
    mocks.as('x', { subject, name: 'ふたたび' });
    const first = new CookieJar();
    await flow('x', first);
    const userId = (await initialize(first)).user!.userId;
    const second = new CookieJar();
    const { location } = await flow('x', second);
    expect(location).toBe('/');
    expect((await initialize(second)).user!.userId).toBe(userId);
    expect(second.get('yomiba_session')).not.toBe(first.get('yomiba_session'));
    expect(await orm.em.fork().count(SocialIdentity, { provider: 'x', subject })).toBe(1);
  });

  it('never redirects off the site: a foreign next becomes /', async () => {
    mocks.as('x', { subject: `x-${uid()}` });
    for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const { location } = await flow('x', new CookieJar(), { next });
      expect(location).toBe('/');
    }
  });
});

describe('Yahoo! JAPAN ID and LINE (OpenID Connect with PKCE)', () => {
  it('Yahoo! JAPAN ID: verifies the RS256 id_token (issuer, audience, nonce) and keeps the email the provider verified', async () => {
    const subject = `yj-${uid()}`;
    const email = `y${uid()}@yahoo.example.jp`;
    mocks.as('yahoojp', { subject, name: '矢風 花子', email: email.toUpperCase(), emailVerified: true });
    const jar = new CookieJar();
    const { authorizeUrl, location } = await flow('yahoojp', jar);
    expect(location).toBe('/');
    expect(authorizeUrl.searchParams.get('scope')).toBe('openid profile email');
    expect(authorizeUrl.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const body = await initialize(jar);
    expect(body.user).toMatchObject({ userEmail: email, userProvider: 'yahoojp', userProviderName: 'Yahoo! JAPAN ID', userDisplayName: '矢風 花子' });
    const user = await orm.em.fork().findOneOrFail(User, { email });
    expect(user.emailVerifiedAt).not.toBeNull();
  });

  it('Yahoo! JAPAN ID: an email the provider did not verify is not taken', async () => {
    mocks.as('yahoojp', { subject: `yj-${uid()}`, email: `u${uid()}@yahoo.example.jp`, emailVerified: false });
    const jar = new CookieJar();
    await flow('yahoojp', jar);
    expect((await initialize(jar)).user).toMatchObject({ userEmail: '', userProvider: 'yahoojp' });
  });

  it('Yahoo! JAPAN ID: a verified email that belongs to another member is refused, and no member is made', async () => {
    const { email } = await emailMember();
    const subject = `yj-${uid()}`;
    mocks.as('yahoojp', { subject, email, emailVerified: true });
    const jar = new CookieJar();
    const { location } = await flow('yahoojp', jar);
    expect(location).toBe(signInError('email_in_use'));
    expect(jar.get('yomiba_session')).toBeUndefined();
    expect(await orm.em.fork().count(SocialIdentity, { provider: 'yahoojp', subject })).toBe(0);
  });

  it('Yahoo! JAPAN ID: a sign-up of that verified email still waiting for its mailed link gives way (issue 29 item 6)', async () => {
    const email = `p${uid()}@example.jp`;
    expect((await send(new CookieJar(), 'POST', '/api/v1/signup/', { email, password: PASSWORD })).status).toBe(200);
    await services.accounts.mailer.idle();
    const pending = await orm.em.fork().findOneOrFail(User, { email });
    expect(pending.signUpPending).toBe(true);
    mocks.as('yahoojp', { subject: `yj-${uid()}`, email, emailVerified: true });
    const jar = new CookieJar();
    expect((await flow('yahoojp', jar)).location).toBe('/');
    const body = await initialize(jar);
    expect(body.user).toMatchObject({ userEmail: email, userProvider: 'yahoojp' });
    expect(body.user!.userId).not.toBe(pending.id);
    expect(await orm.em.fork().findOneOrFail(User, { id: pending.id })).toMatchObject({ email: null, passwordHash: null, deletedAt: expect.any(Date) });
  });

  it('LINE: sends the channel secret in the form body, verifies the ES256 id_token, and marks isLineLinked', async () => {
    const subject = `U${uid()}`;
    mocks.as('line', { subject, name: 'LINEユーザー', picture: 'https://profile.line-scdn.example/p.png' });
    const jar = new CookieJar();
    const { location } = await flow('line', jar, { next: '/faq/' });
    expect(location).toBe('/faq/');
    const tokenRequest = mocks.tokenRequests.filter((r) => r.provider === 'line').at(-1)!;
    expect(tokenRequest.authorization).toBeUndefined();
    expect(tokenRequest.body).toMatchObject({ client_id: MOCK_CLIENTS.line.id, client_secret: MOCK_CLIENTS.line.secret, code_verifier: expect.any(String) });
    expect((await initialize(jar)).user).toMatchObject({ userProvider: 'line', userProviderName: 'LINE', isLineLinked: true, userDisplayName: 'LINEユーザー' });
  });

  it('an id_token signed with a key outside the JWKS, for another audience, or with another nonce is refused', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const claimTampering = (change: Record<string, unknown>) => (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, change);
    // A well-formed id_token with the right claims, signed by a key Yahoo's JWKS does not hold.
    const foreignKey = async (authorizeUrl: URL, subject: string) => {
      const now = Math.floor(Date.now() / 1000);
      const forged = await new SignJWT({ nonce: authorizeUrl.searchParams.get('nonce') })
        .setProtectedHeader({ alg: 'RS256', kid: 'not-in-jwks' })
        .setSubject(subject)
        .setIssuer(mocks.env.YAHOOJP_ISSUER)
        .setAudience(MOCK_CLIENTS.yahoojp.id)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(privateKey);
      mocks.servers.yahoojp.service.once('beforeResponse', (response: { body: Record<string, unknown> }) => (response.body.id_token = forged));
    };
    const cases: [string, (authorizeUrl: URL, subject: string) => Promise<void> | void][] = [
      ['foreign key', foreignKey],
      ['audience', () => onIdToken(claimTampering({ aud: 'someone-else' }))],
      ['nonce', () => onIdToken(claimTampering({ nonce: 'replayed-nonce' }))],
      ['issuer', () => onIdToken(claimTampering({ iss: 'https://evil.example' }))],
    ];
    // The id_token is the second token the mock signs for an authorization code (after the access token).
    function onIdToken(change: (token: { payload: Record<string, unknown> }) => void) {
      let count = 0;
      const listener = (token: { payload: Record<string, unknown> }) => {
        if (++count === 2) {
          change(token);
          mocks.servers.yahoojp.service.off('beforeTokenSigning', listener);
        }
      };
      mocks.servers.yahoojp.service.on('beforeTokenSigning', listener);
    }
    for (const [name, tamper] of cases) {
      const subject = `yj-${uid()}`;
      mocks.as('yahoojp', { subject });
      const jar = new CookieJar();
      const { location } = await flow('yahoojp', jar, {}, async (authorizeUrl) => tamper(authorizeUrl, subject));
      expect(location, name).toBe(signInError('provider'));
      expect(jar.get('yomiba_session'), name).toBeUndefined();
      expect(await orm.em.fork().count(SocialIdentity, { provider: 'yahoojp', subject }), name).toBe(0);
    }
  });

  it('a member who left cannot sign in again through their provider account', async () => {
    const subject = `U${uid()}`;
    mocks.as('line', { subject });
    const jar = new CookieJar();
    await flow('line', jar);
    const userId = (await initialize(jar)).user!.userId as number;
    await orm.em.fork().nativeUpdate(User, { id: userId }, { deletedAt: new Date() });
    const { location } = await flow('line', new CookieJar());
    expect(location).toBe(signInError('deleted'));
  });
});

describe('the callback refuses what it did not start', () => {
  it('a state that does not match the flow cookie is refused without signing anyone in', async () => {
    mocks.as('x', { subject: `x-${uid()}` });
    const jar = new CookieJar();
    const start = await get('/api/v1/auth/x/start/?next=/faq/', jar);
    jar.store(start);
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callbackUrl = new URL(authorize.headers.get('location')!);
    callbackUrl.searchParams.set('state', 'attacker-chosen-state-0123456789');
    const callback = await get(callbackUrl.toString(), jar);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(signInError('state', '/faq/'));
    expect(callback.headers.getSetCookie().some((c) => c.startsWith('yomiba_session='))).toBe(false);
  });

  it('a callback without the flow cookie (another browser, expired) is refused', async () => {
    mocks.as('x', { subject: `x-${uid()}` });
    const victim = new CookieJar();
    const start = await get('/api/v1/auth/x/start/', new CookieJar());
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = await get(authorize.headers.get('location')!, victim);
    expect(callback.headers.get('location')).toBe(signInError('state'));
    expect(callback.headers.getSetCookie().some((c) => c.startsWith('yomiba_session='))).toBe(false);
  });

  it('a forged flow cookie is refused', async () => {
    const jar = new CookieJar();
    const start = await get('/api/v1/auth/x/start/', jar);
    jar.store(start);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const token = jar.get('yomiba_social_x')!;
    const [header, payload] = token.split('.');
    jar.store(new Response(null, { headers: { 'Set-Cookie': `yomiba_social_x=${header}.${payload}.AAAA` } }));
    const callback = await get(`/api/v1/auth/x/callback/?code=abc&state=${state}`, jar);
    expect(callback.headers.get('location')).toBe(signInError('state'));
  });

  it('the provider saying the member cancelled comes back to /signin/ with a message', async () => {
    const jar = new CookieJar();
    const start = await get('/api/v1/auth/line/start/', jar);
    jar.store(start);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const callback = await get(`/api/v1/auth/line/callback/?error=access_denied&state=${state}`, jar);
    expect(callback.headers.get('location')).toBe(signInError('denied'));
  });

  it('a code the provider does not accept (or a wrong verifier) ends on /signin/, not in a 500', async () => {
    const jar = new CookieJar();
    const start = await get('/api/v1/auth/x/start/', jar);
    jar.store(start);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const callback = await get(`/api/v1/auth/x/callback/?code=never-issued&state=${state}`, jar);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(signInError('provider'));
  });

  it('a replayed callback URL is refused (the flow cookie is used once)', async () => {
    mocks.as('x', { subject: `x-${uid()}` });
    const jar = new CookieJar();
    const { callbackUrl } = await flow('x', jar);
    const replay = await get(callbackUrl.toString(), jar);
    expect(replay.headers.get('location')).toBe(signInError('state'));
  });

  it('answers 400 with the field for an unknown mode, and 404 for an unknown provider', async () => {
    const jar = new CookieJar();
    const bad = await get('/api/v1/auth/x/start/?mode=admin', jar);
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body).toMatchObject({ success: false, message: { content: '入力内容に誤りがあります。' } });
    expect(body.errors).toEqual([{ path: 'mode', message: '認証の種類が正しくありません' }]);
    expect((await get('/api/v1/auth/facebook/start/', jar)).status).toBe(404);
    expect((await get('/api/v1/auth/facebook/callback/?code=a&state=b', jar)).status).toBe(404);
  });
});

describe('linking and unlinking', () => {
  it('links LINE to a signed-in email member, then LINE signs in to that member; userProvider stays email', async () => {
    const { jar, userId } = await emailMember();
    const subject = `U${uid()}`;
    mocks.as('line', { subject });
    const { location } = await flow('line', jar, { mode: 'link', next: '/profile/?tab=1#accounts' });
    expect(location).toBe('/profile/?tab=1&social_linked=line#accounts');
    expect((await initialize(jar)).user).toMatchObject({ userId, isLineLinked: true, userProvider: 'email', userProviderName: 'メールアドレス' });
    const list = await send(jar, 'GET', '/api/user/v1/profile/social/', undefined, { csrf: false });
    expect(await list.json()).toMatchObject({
      success: true,
      has_password: true,
      providers: [
        { provider: 'x', name: 'X', enabled: true, linked: false, linked_at: null },
        { provider: 'yahoojp', name: 'Yahoo! JAPAN ID', enabled: true, linked: false, linked_at: null },
        { provider: 'line', name: 'LINE', enabled: true, linked: true, linked_at: expect.any(String) },
      ],
    });

    const elsewhere = new CookieJar();
    await flow('line', elsewhere);
    expect((await initialize(elsewhere)).user!.userId).toBe(userId);
  });

  it('refuses to link an account already linked to another member, in Japanese', async () => {
    const subject = `x-${uid()}`;
    mocks.as('x', { subject });
    const owner = new CookieJar();
    await flow('x', owner);
    const ownerId = (await initialize(owner)).user!.userId;

    const { jar, userId } = await emailMember();
    const { location } = await flow('x', jar, { mode: 'link', next: '/profile/' });
    expect(location).toBe(signInError('linked_elsewhere', '/profile/'));
    expect(SOCIAL_ERROR_MESSAGES.linked_elsewhere).toBe('このアカウントはすでに別の読み場アカウントに連携されています。');
    expect(await identitiesOf(userId)).toEqual([]);
    expect((await identitiesOf(ownerId as number)).map((i) => i.subject)).toEqual([subject]);
    // Still signed in as themselves.
    expect((await initialize(jar)).user!.userId).toBe(userId);
  });

  it('refuses a second account of the same provider', async () => {
    const { jar, userId } = await emailMember();
    mocks.as('line', { subject: `U${uid()}` });
    await flow('line', jar, { mode: 'link' });
    mocks.as('line', { subject: `U${uid()}` });
    const { location } = await flow('line', jar, { mode: 'link' });
    expect(location).toBe(signInError('already_linked'));
    expect((await identitiesOf(userId)).length).toBe(1);
  });

  it('link needs a signed-in member, and must finish in the session that started it', async () => {
    const start = await get('/api/v1/auth/x/start/?mode=link&next=/profile/', new CookieJar());
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe(signInError('login_required', '/profile/'));

    const { jar, userId } = await emailMember();
    mocks.as('x', { subject: `x-${uid()}` });
    const begun = await get('/api/v1/auth/x/start/?mode=link', jar);
    jar.store(begun);
    await send(jar, 'POST', '/api/v1/logout/');
    await emailMember(jar);
    const authorize = await fetch(begun.headers.get('location')!, { redirect: 'manual' });
    const callback = await get(authorize.headers.get('location')!, jar);
    expect(callback.headers.get('location')).toBe(signInError('state'));
    expect(await identitiesOf(userId)).toEqual([]);
  });

  it('unlinks, but never the last way to sign in', async () => {
    mocks.as('x', { subject: `x-${uid()}` });
    const jar = new CookieJar();
    await flow('x', jar);
    const userId = (await initialize(jar)).user!.userId as number;

    const last = await send(jar, 'POST', '/api/user/v1/profile/social/x/unlink/');
    expect(last.status).toBe(409);
    expect((await last.json()).message.content).toBe(
      'ほかにログインする方法がないため、連携を解除できません。先にメールアドレスとパスワードを設定するか、別のサービスを連携してください。',
    );

    mocks.as('line', { subject: `U${uid()}` });
    await flow('line', jar, { mode: 'link' });
    const unlinked = await send(jar, 'POST', '/api/user/v1/profile/social/x/unlink/');
    expect(unlinked.status).toBe(200);
    expect(await unlinked.json()).toEqual({ success: true, message: { content: 'Xとの連携を解除しました。', label: 'string', level: 'info' } });
    expect((await identitiesOf(userId)).map((i) => i.provider)).toEqual(['line']);
    // The account that created them is gone and they have no password: the first account still linked.
    expect((await initialize(jar)).user).toMatchObject({ isLineLinked: true, userProvider: 'line', userProviderName: 'LINE' });
    expect((await send(jar, 'POST', '/api/user/v1/profile/social/line/unlink/')).status).toBe(409);
    expect((await send(jar, 'POST', '/api/user/v1/profile/social/x/unlink/')).status).toBe(404);
  });

  it('an email member unlinks LINE; unlink needs CSRF, a member and a known provider', async () => {
    const { jar, userId } = await emailMember();
    mocks.as('line', { subject: `U${uid()}` });
    await flow('line', jar, { mode: 'link' });
    expect((await send(jar, 'POST', '/api/user/v1/profile/social/line/unlink/', undefined, { csrf: false })).status).toBe(403);
    expect((await send(new CookieJar(), 'POST', '/api/user/v1/profile/social/line/unlink/')).status).toBe(401);
    expect((await send(jar, 'POST', '/api/user/v1/profile/social/facebook/unlink/')).status).toBe(404);
    expect((await send(jar, 'POST', '/api/user/v1/profile/social/line/unlink/')).status).toBe(200);
    expect(await identitiesOf(userId)).toEqual([]);
    expect((await initialize(jar)).user).toMatchObject({ isLineLinked: false, userProvider: 'email' });
  });
});

describe('email and password for an account made through X (/reset_password/x_account/form/)', () => {
  const credentials = (jar: CookieJar, body: unknown) => send(jar, 'POST', '/api/user/v1/profile/social/x/credentials/', body);

  it('needs a fresh re-authentication with X, then sets them once; the member can then sign in by email', async () => {
    const subject = `x-${uid()}`;
    mocks.as('x', { subject });
    const jar = new CookieJar();
    await flow('x', jar);
    const email = `c${uid()}@example.jp`;

    const without = await credentials(jar, { email, password: PASSWORD });
    expect(without.status).toBe(403);
    expect((await without.json()).message.content).toBe('セキュリティのため、もう一度Xで認証してから設定してください（認証から10分以内）。');

    const { location, callback } = await flow('x', jar, { mode: 'reauth', next: '/reset_password/x_account/form/' });
    expect(location).toBe('/reset_password/x_account/form/');
    const mark = callback.headers.getSetCookie().find((c) => c.startsWith('yomiba_social_reauth='))!;
    expect(mark.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/', 'SameSite=Strict']);

    const invalid = await credentials(jar, { email: 'not-an-email', password: '' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual([
      { path: 'email', message: 'メールアドレスの形式が正しくありません' },
      { path: 'password', message: 'パスワードを入力してください' },
    ]);
    const weak = await credentials(jar, { email, password: 'short' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errors).toEqual([{ path: 'password', message: 'パスワードは8文字以上で入力してください。' }]);
    const { email: taken } = await emailMember();
    const duplicate = await credentials(jar, { email: taken, password: PASSWORD });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).errors).toEqual([{ path: 'email', message: 'このメールアドレスは登録できません。別のメールアドレスをお試しください。' }]);

    const otherDevice = new CookieJar();
    await flow('x', otherDevice);
    expect((await initialize(otherDevice)).is_login).toBe(true);

    const ok = await credentials(jar, { email: email.toUpperCase(), password: PASSWORD });
    expect(ok.status).toBe(200);
    expect((await ok.json()).message.content).toBe('メールアドレスとパスワードを設定しました。次回からメールアドレスでもログインできます。');
    expect(jar.get('yomiba_social_reauth')).toBeUndefined();
    expect((await initialize(jar)).user).toMatchObject({ userEmail: email, userProvider: 'x' });
    // The new password ended the member's other sessions, not this one.
    expect((await initialize(otherDevice)).is_login).toBe(false);
    expect((await send(new CookieJar(), 'POST', '/api/v1/signin/', { email, password: PASSWORD })).status).toBe(200);
  });

  it('the re-authentication mark belongs to one session and one provider', async () => {
    mocks.as('x', { subject: `x-${uid()}` });
    const jar = new CookieJar();
    await flow('x', jar);
    await flow('x', jar, { mode: 'reauth' });
    const mark = jar.get('yomiba_social_reauth')!;
    expect(mark).toBeDefined();
    const other = (await emailMember()).jar;
    other.store(new Response(null, { headers: { 'Set-Cookie': `yomiba_social_reauth=${mark}` } }));
    expect((await credentials(other, { email: `o${uid()}@example.jp`, password: PASSWORD })).status).toBe(403);
    const yahoo = await send(jar, 'POST', '/api/user/v1/profile/social/yahoojp/credentials/', { email: `o${uid()}@example.jp`, password: PASSWORD });
    expect(yahoo.status).toBe(403);
  });

  it('signed out, re-authenticating signs the X member in and marks that new session', async () => {
    const subject = `x-${uid()}`;
    mocks.as('x', { subject });
    await flow('x', new CookieJar());
    const jar = new CookieJar();
    const { location } = await flow('x', jar, { mode: 'reauth', next: '/reset_password/x_account/form/' });
    expect(location).toBe('/reset_password/x_account/form/');
    expect((await initialize(jar)).is_login).toBe(true);
    expect((await credentials(jar, { email: `r${uid()}@example.jp`, password: PASSWORD })).status).toBe(200);
  });

  it('refuses to re-authenticate with an unknown account, or with another member\'s account while signed in', async () => {
    mocks.as('x', { subject: `x-${uid()}` });
    expect((await flow('x', new CookieJar(), { mode: 'reauth' })).location).toBe(signInError('not_registered'));
    mocks.as('x', { subject: `x-${uid()}` });
    await flow('x', new CookieJar());
    const { jar } = await emailMember();
    expect((await flow('x', jar, { mode: 'reauth' })).location).toBe(signInError('signed_in_elsewhere'));
    expect(jar.get('yomiba_social_reauth')).toBeUndefined();
  });
});

describe('an unexpected failure during the callback', () => {
  it('still lands on /signin/ with a Japanese message instead of a JSON 500', async () => {
    const real = createSocialAccountsService(orm);
    const broken = { ...real, ownerOf: async () => Promise.reject(new Error('database went away')) };
    const api = createApi();
    api.use('/api/*', sessionMiddleware(services.accounts));
    api.route('/', socialRouter({ providers: loadSocialProviders(), social: broken, sessions: services.accounts, cookies: createFlowCookies(loadSessionSecret()) }));
    mocks.as('x', { subject: `x-${uid()}` });
    const jar = new CookieJar();
    const start = await api.request(`${HTTP}/api/v1/auth/x/start/`, { headers: { Cookie: jar.header() } });
    jar.store(start);
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const callback = await api.request(authorize.headers.get('location')!, { headers: { Cookie: jar.header() } });
    errors.mockRestore();
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(signInError('server'));
    expect(SOCIAL_ERROR_MESSAGES.server).toBe('ログインを完了できませんでした。時間をおいて再度お試しください。');
  });
});
