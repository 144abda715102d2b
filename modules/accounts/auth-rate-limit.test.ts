import { describe, expect, it } from 'vitest';
import { createApi } from '#platform/http/create-api.ts';
import { signUpMember, TEST_PASSWORD } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { AUTH_RATE_LIMITS, authRouter } from './auth-router.ts';
import { accountErrorMapping } from './http/account-error-mapping.ts';

const { app: fullApp, services } = await createTestApp();

/** The auth routes alone, with each request's address taken from a test header. */
function app(options: { signUpsPerAddress?: number } = {}) {
  const api = createApi({ domainErrors: [accountErrorMapping] });
  api.route('/', authRouter(services.accounts, { clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown', store: 'memory', ...options }));
  return api;
}

const post = (api: ReturnType<typeof app>, path: string, body: unknown, ip: string) =>
  api.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-test-ip': ip }, body: JSON.stringify(body) });

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.jp`;
const PASSWORD = 'yomiba-ratelimit-2026';

describe('sign-in and sign-up abuse limits', () => {
  it('allows 5 sign-in attempts a minute per account, from any address, then 429 with Retry-After', async () => {
    const api = app();
    const email = unique('victim');
    for (let i = 0; i < AUTH_RATE_LIMITS.signInAccount.points; i++) {
      expect((await post(api, '/api/v1/signin/', { email, password: 'wrong-password' }, `10.0.0.${i}`)).status).toBe(401);
    }
    const blocked = await post(api, '/api/v1/signin/', { email, password: 'wrong-password' }, '10.0.1.1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await blocked.json()).success).toBe(false);
    // Another account is not affected.
    expect((await post(api, '/api/v1/signin/', { email: unique('other'), password: 'x' }, '10.0.1.2')).status).toBe(401);
  });

  it('allows 20 sign-in attempts a minute per address across accounts', async () => {
    const api = app();
    for (let i = 0; i < AUTH_RATE_LIMITS.signInAddress.points; i++) {
      expect((await post(api, '/api/v1/signin/', { email: unique(`a${i}`), password: 'x' }, '192.0.2.7')).status).toBe(401);
    }
    expect((await post(api, '/api/v1/signin/', { email: unique('a21'), password: 'x' }, '192.0.2.7')).status).toBe(429);
    expect((await post(api, '/api/v1/signin/', { email: unique('b'), password: 'x' }, '192.0.2.8')).status).toBe(401);
  });

  it('a successful sign-in clears the account count', async () => {
    const api = app();
    // A complete member (signed up and their mailed link followed).
    const { email } = await signUpMember(fullApp);
    for (let i = 0; i < AUTH_RATE_LIMITS.signInAccount.points - 1; i++) {
      expect((await post(api, '/api/v1/signin/', { email, password: 'typo-typo' }, '198.51.100.2')).status).toBe(401);
    }
    expect((await post(api, '/api/v1/signin/', { email, password: TEST_PASSWORD }, '198.51.100.2')).status).toBe(200);
    for (let i = 0; i < AUTH_RATE_LIMITS.signInAccount.points - 1; i++) {
      expect((await post(api, '/api/v1/signin/', { email, password: 'typo-typo' }, '198.51.100.3')).status).toBe(401);
    }
  });

  it('limits sign-ups per address', async () => {
    const api = app();
    for (let i = 0; i < AUTH_RATE_LIMITS.signUpAddress.points; i++) {
      // Invalid passwords are refused after the count: attempts are what counts, not accounts made.
      expect((await post(api, '/api/v1/signup/', { email: unique(`s${i}`), password: 'short' }, '203.0.113.9')).status).toBe(400);
    }
    expect((await post(api, '/api/v1/signup/', { email: unique('s31'), password: PASSWORD }, '203.0.113.9')).status).toBe(429);
    expect((await post(api, '/api/v1/signup/', { email: unique('t'), password: PASSWORD }, '203.0.113.10')).status).toBe(200);
  });

  it('takes another sign-up limit per address when configured (SIGNUPS_PER_ADDRESS)', async () => {
    const api = app({ signUpsPerAddress: 2 });
    for (let i = 0; i < 2; i++) expect((await post(api, '/api/v1/signup/', { email: unique(`c${i}`), password: 'short' }, '203.0.113.20')).status).toBe(400);
    expect((await post(api, '/api/v1/signup/', { email: unique('c3'), password: PASSWORD }, '203.0.113.20')).status).toBe(429);
  });
});
