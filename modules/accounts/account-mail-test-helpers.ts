/** Shared by the mail-flow tests: requests as a browser sends them, members, and mails in the outbox. */
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Hono } from 'hono';
import { decodeJwt } from 'jose';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { verificationTokenFor } from '#platform/testing/members.ts';
import { MailOutbox } from './mail/mail-outbox-entity.ts';

export const PASSWORD = 'yomiba-test-pass-1';
export const newEmail = () => `m${randomUUID().slice(0, 12)}@example.jp`;
/** A fresh client address per test (the app trusts X-Forwarded-For when TRUST_PROXY=1). */
export const newIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

export type PostOptions = { cookie?: string; ip?: string; base?: string };

export function poster(app: Hono) {
  return (path: string, body: unknown, { cookie, ip, base = 'http://localhost' }: PostOptions = {}) =>
    app.request(`${base}${path}`, {
      method: 'POST',
      headers: {
        ...csrfHeaders,
        'Content-Type': 'application/json',
        'User-Agent': 'vitest/mail',
        Cookie: cookie ? `${csrfHeaders.Cookie}; ${cookie}` : csrfHeaders.Cookie!,
        ...(ip ? { 'X-Forwarded-For': ip } : {}),
      },
      body: JSON.stringify(body),
    });
}

/** `name=value` of the session cookie a response sets, as the browser sends it back. */
export function sessionPair(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('yomiba_session=') || c.startsWith('__Host-yomiba_session='));
  return cookie?.split(';')[0];
}

/** Signs up through the API and stops there: the sign-up waits for its mailed link (no session yet). */
export async function signUpPending(app: Hono, email = newEmail(), password = PASSWORD) {
  const response = await poster(app)('/api/v1/signup/', { email, password }, { ip: newIp() });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { email, password };
}

/** Signs up a new member and follows their verification mail's link; their cookie, id and session id. */
export async function signUpMember(app: Hono, email = newEmail(), password = PASSWORD) {
  await signUpPending(app, email, password);
  const verified = await poster(app)('/api/v1/email/verify/', { token: await verificationTokenFor(app, email) }, { ip: newIp() });
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
  const cookie = sessionPair(verified)!;
  const claims = decodeJwt(cookie.split('=')[1]!);
  return { email, password, cookie, userId: Number(claims.sub), sessionId: claims.sid as string };
}

/** Whether a session cookie still signs someone in (initialize's is_login). */
export async function isSignedIn(app: Hono, cookie: string): Promise<boolean> {
  const response = await app.request('http://localhost/api/v1/initialize/', { headers: { Cookie: cookie } });
  return (await response.json()).is_login === true;
}

export const outboxTo = (orm: MikroORM, email: string) => orm.em.fork().find(MailOutbox, { recipient: email }, { orderBy: { id: 'asc' } });

/** The first link of a mail's text that goes to `path` on the site. */
export function linkIn(text: string, path: string): URL {
  const link = (text.match(/https?:\/\/[^\s]+/g) ?? []).map((l) => new URL(l)).find((url) => url.pathname === path);
  if (!link) throw new Error(`no link to ${path} in:\n${text}`);
  return link;
}

export const tokenOf = (text: string, path: string) => linkIn(text, path).searchParams.get('token')!;
