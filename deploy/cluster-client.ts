/** A small HTTP client of a running server or cluster for the cluster tests and bench: sign-up (through the mailed link), CSRF pair, JSON posts. */
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { csrfHeaders } from '#platform/testing/csrf.ts';

export type Answer = { status: number; body: string; server: string | null; json: <T>() => T };

const answerOf = async (response: Response): Promise<Answer> => {
  const body = await response.text();
  return { status: response.status, body, server: response.headers.get('x-served-by'), json: <T>() => JSON.parse(body) as T };
};

export async function post(base: string, path: string, body: unknown, cookie = ''): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...csrfHeaders, 'Content-Type': 'application/json', 'User-Agent': 'cluster-test', Cookie: [csrfHeaders.Cookie, cookie].filter(Boolean).join('; ') },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return answerOf(response);
}

export async function get(base: string, path: string, cookie = ''): Promise<Answer & { cache: string | null }> {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {}, signal: AbortSignal.timeout(30_000) });
  return { ...(await answerOf(response)), cache: response.headers.get('x-cache') };
}

export type Member = { email: string; userId: number; cookie: string };

/** The sign-up verification link mailed to an address, as the test reads it (its SMTP relay, or the outbox table). */
export type VerificationLinkOf = (email: string) => Promise<string>;

/**
 * Signs a new member up through `base` and follows their verification link (the sign-up itself opens no
 * session, issue 29 item 6): the link's answer carries the session cookie.
 */
export async function signUp(base: string, linkOf: VerificationLinkOf, email = `c${randomUUID().slice(0, 12)}@example.jp`): Promise<Member> {
  const response = await fetch(`${base}/api/v1/signup/`, {
    method: 'POST',
    headers: { ...csrfHeaders, 'Content-Type': 'application/json', 'User-Agent': 'cluster-test' },
    body: JSON.stringify({ email, password: 'yomiba-cluster-pass-1' }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const token = new URL(await linkOf(email)).searchParams.get('token');
  const verified = await fetch(`${base}/api/v1/email/verify/`, {
    method: 'POST',
    headers: { ...csrfHeaders, 'Content-Type': 'application/json', 'User-Agent': 'cluster-test' },
    body: JSON.stringify({ token }),
  });
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
  const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('yomiba_session='))!.split(';')[0]!;
  // From the token itself: a request made with it now would keep the session row (decision 063), and tests
  // change the member in SQL before their first request.
  return { email, userId: Number(decodeJwt(cookie.slice(cookie.indexOf('=') + 1)).sub), cookie };
}
