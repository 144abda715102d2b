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

/**
 * What each app does after answering (its mails go out then), by app: the test app registers it
 * (src/server/testing/test-app.ts), and the helpers below wait for it before reading the mailbox.
 */
const afterAnswers = new WeakMap<object, () => Promise<void>>();
export const registerAfterAnswerWork = (app: object, settle: () => Promise<void>) => void afterAnswers.set(app, settle);

/** The text of the newest mail to `email` whose subject contains `subject`, read through the development mailbox API. */
export async function mailTextTo(app: Hono, email: string, subject: string): Promise<string> {
  const settle = afterAnswers.get(app);
  if (!settle) throw new Error('no after-answer work registered for this app: make it with createTestApp');
  await settle();
  const list = (await (await app.request(`http://localhost/api/dev/mailbox/?to=${encodeURIComponent(email)}`)).json()) as { mails?: { id: number; subject: string }[] };
  const found = list.mails?.find((mail) => mail.subject.includes(subject));
  if (!found) throw new Error(`no mail "${subject}" to ${email} in the development mailbox`);
  return ((await (await app.request(`http://localhost/api/dev/mailbox/${found.id}/`)).json()) as { mail: { text: string } }).mail.text;
}

/** The token of the sign-up verification link mailed to `email`. */
export async function verificationTokenFor(app: Hono, email: string): Promise<string> {
  const text = await mailTextTo(app, email, 'メールアドレスの確認');
  const link = (text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).find((url) => url.pathname === '/signup/verify/');
  if (!link) throw new Error(`no verification link in:\n${text}`);
  return link.searchParams.get('token')!;
}

/**
 * Signs a new member up through the real API and follows the verification mail's link as they would
 * (the sign-up itself opens no session); returns a client carrying the session the link opened.
 */
export async function signUpMember(app: Hono, email = newTestEmail()): Promise<TestMember> {
  const response = await clientFor(app).post('/api/v1/signup/', { email, password: TEST_PASSWORD });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const verified = await clientFor(app).post('/api/v1/email/verify/', { token: await verificationTokenFor(app, email) });
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
  const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('yomiba_session='))!.split(';')[0]!;
  // From the token, not a request: a request would keep the session row (decision 063) before tests change the member in SQL.
  return { email, userId: Number(decodeJwt(cookie.slice(cookie.indexOf('=') + 1)).sub), cookie, ...clientFor(app, cookie) };
}
