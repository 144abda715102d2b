import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { User } from '#modules/accounts/index.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import type { TestApp } from '#src/server/testing/test-app.ts';

/** Test helpers: a signed-in member (row + real session cookie) and requests carrying it. */
export type Member = { userId: number; cookie: string };

export async function createMember({ orm, services }: Pick<TestApp, 'orm' | 'services'>): Promise<Member> {
  const em = orm.em.fork();
  const user = em.create(User, {
    email: `n${randomUUID().slice(0, 12)}@example.jp`,
    passwordHash: null,
    displayName: 'お知らせテスト',
    imageUrl: null,
    accountHolderFirstName: null,
    accountHolderLastName: null,
    createdAt: new Date(),
    emailVerifiedAt: null,
    deletedAt: null,
  });
  await em.flush();
  const { cookie } = await services.accounts.startSession(user.id, 'vitest/notices', false);
  return { userId: user.id, cookie: cookie.split(';')[0]! };
}

export function requester(app: Hono) {
  const get = (path: string, member?: Member) => app.request(path, { headers: member ? { Cookie: member.cookie } : {} });
  const post = (path: string, body: unknown, member?: Member, { csrf = true }: { csrf?: boolean } = {}) =>
    app.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(csrf ? csrfHeaders : {}),
        Cookie: [csrf ? csrfHeaders.Cookie : '', member?.cookie ?? ''].filter(Boolean).join('; '),
      },
      body: JSON.stringify(body ?? {}),
    });
  const initialize = async (member: Member) => (await get('/api/v1/initialize/', member)).json();
  return { get, post, initialize };
}
