import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { csrfHeaders } from './csrf.ts';

export const TEST_PASSWORD = 'yomiba-test-pass-1';
export const newTestEmail = () => `m${randomUUID().slice(0, 12)}@example.jp`;

export type TestMember = {
  email: string;
  userId: number;
  /** `name=value` of the session cookie. */
  cookie: string;
  post: (path: string, body?: unknown) => Promise<Response>;
  get: (path: string) => Promise<Response>;
};

/** A client of `app` that sends the given cookie (or none) and the CSRF pair on writes. */
export function clientFor(app: Hono, cookie?: string) {
  const cookies = (extra?: string) => [csrfHeaders.Cookie, extra].filter(Boolean).join('; ');
  return {
    post: async (path: string, body?: unknown): Promise<Response> =>
      app.request(`http://localhost${path}`, {
        method: 'POST',
        headers: { ...csrfHeaders, 'Content-Type': 'application/json', 'User-Agent': 'vitest', Cookie: cookies(cookie) },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
    get: async (path: string): Promise<Response> => app.request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
  };
}

/** Signs a new member up through the real API and returns a client carrying their session. */
export async function signUpMember(app: Hono, email = newTestEmail()): Promise<TestMember> {
  const response = await clientFor(app).post('/api/v1/signup/', { email, password: TEST_PASSWORD });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('yomiba_session='))!.split(';')[0]!;
  // From the token, not a request: a request would keep the session row (decision 063) before tests change the member in SQL.
  return { email, userId: Number(decodeJwt(cookie.slice(cookie.indexOf('=') + 1)).sub), cookie, ...clientFor(app, cookie) };
}
