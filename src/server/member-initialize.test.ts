import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { User } from '#modules/accounts/index.ts';
import { createInvalidationBus } from '#platform/bus/invalidation-bus.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { TOPICS } from './invalidation.ts';
import { createMemberInitialize } from './member-initialize.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

// Two "processes" (each its own services, caches and ORM) on one Redis channel, as behind a balancer.
const channel = `test:member-initialize:${randomUUID()}`;
const buses = [createInvalidationBus({ redisUrl: REDIS_URL, channel }), createInvalidationBus({ redisUrl: REDIS_URL, channel })];
afterAll(() => Promise.all(buses.map((bus) => bus.close())));
await Promise.all(buses.map((bus) => bus.ready));
const one = await createTestApp({ bus: buses[0] });
const two = await createTestApp({ bus: buses[1] });

type Member = { userId: number; cookie: string };

async function createMember({ orm, services }: TestApp): Promise<Member> {
  const em = orm.em.fork();
  const user = em.create(User, {
    email: `mi${randomUUID().slice(0, 12)}@example.jp`,
    passwordHash: null,
    displayName: '初期化テスト',
    imageUrl: null,
    accountHolderFirstName: null,
    accountHolderLastName: null,
    createdAt: new Date(),
    emailVerifiedAt: null,
    deletedAt: null,
  });
  await em.flush();
  const { cookie } = await services.accounts.startSession(user.id, 'vitest/member-initialize', false);
  return { userId: user.id, cookie: cookie.split(';')[0]! };
}

type Initialize = { user: { userPoint: number; userCoin: number; unreadInfoCount: number; isAgreedTerms: boolean; isAgreedPrivacy: boolean }; term: { agreeType: string; version: number } | null };

const initialize = async ({ app }: TestApp, member: Member): Promise<Initialize> =>
  (await app.request('/api/v1/initialize/', { headers: { Cookie: member.cookie } })).json();

const post = ({ app }: TestApp, path: string, body: unknown, member: Member) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...csrfHeaders, Cookie: `${csrfHeaders.Cookie}; ${member.cookie}` },
    body: JSON.stringify(body),
  });

/** Polls until the other process has heard the change over Redis (no deadline of its own: the test's timeout is the limit). */
const until = async (condition: () => Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("a member's initialize (cached per member, decision 046)", () => {
  it('shows a wallet write, a notice read and a terms acceptance in the next initialize at once', async () => {
    const member = await createMember(one);
    const before = await initialize(one, member);
    expect(before.term).not.toBeNull();
    // Twice: the second answer comes from the member's cached part.
    expect(await initialize(one, member)).toEqual(before);
    expect(one.services.memberInitialize.size).toBeGreaterThan(0);

    await one.services.wallet.grantPoints(member.userId, 70, { reason: 'test', reference: 'member-initialize' });
    expect((await initialize(one, member)).user.userPoint).toBe(before.user.userPoint + 70);

    const { id } = ((await (await one.app.request('/api/v1/info/')).json()).notices as { id: number }[])[0]!;
    expect((await post(one, `/api/v1/info/${id}/read/`, {}, member)).status).toBe(200);
    expect((await initialize(one, member)).user.unreadInfoCount).toBe(before.user.unreadInfoCount - 1);

    const term = before.term!;
    expect((await post(one, '/api/v2/agree_policy/', { agree_type: term.agreeType, version: term.version }, member)).status).toBe(200);
    const after = await initialize(one, member);
    expect(after.term?.agreeType).not.toBe(term.agreeType);
    expect(after.user[term.agreeType === 'terms' ? 'isAgreedTerms' : 'isAgreedPrivacy']).toBe(true);
    expect(after.user.userPoint).toBe(before.user.userPoint + 70);
  });

  it('keeps the cached part until a write tells the member topic (a change behind the services is not seen before)', async () => {
    const member = await createMember(one);
    const before = await initialize(one, member);
    const { id } = ((await (await one.app.request('/api/v1/info/')).json()).notices as { id: number }[])[0]!;
    await one.orm.em.fork().getConnection().execute('insert into site_notice_read (user_id, notice_id, read_at) values (?, ?, now())', [member.userId, id]);
    expect((await initialize(one, member)).user.unreadInfoCount).toBe(before.user.unreadInfoCount);
    one.services.bus.publish(TOPICS.member, String(member.userId));
    expect((await initialize(one, member)).user.unreadInfoCount).toBe(before.user.unreadInfoCount - 1);
  });

  it("reaches the other processes: a write through one drops the member's part in the other", async () => {
    const member = await createMember(one);
    const seen = await initialize(two, member);
    expect(await initialize(two, member)).toEqual(seen);
    await one.services.wallet.grantPoints(member.userId, 30, { reason: 'test', reference: 'member-initialize-two' });
    await until(async () => (await initialize(two, member)).user.userPoint === seen.user.userPoint + 30);
    // A notice published through one process: every member's unread count, in every process.
    await one.services.notices.siteNotices.publish({ category: 'info', title: 'テスト：全員', body: '本文' });
    await until(async () => (await initialize(two, member)).user.unreadInfoCount === seen.user.unreadInfoCount + 1);
  });

  it('composes its sources once for concurrent requests and expires after its TTL (injected clock)', async () => {
    let clock = 1_000_000; // not 0: lru-cache reads a start time of 0 as 'no TTL'
    let composed = 0;
    const cache = createMemberInitialize(
      [
        async () => {
          composed += 1;
          // A turn of the event loop: the concurrent requests arrive while it composes.
          await new Promise((resolve) => setImmediate(resolve));
          return { user: { userPoint: composed } };
        },
        async () => ({ fields: { stamp_card_campaign_code: 'CAMPAIGN' } }),
      ],
      { ttlMs: 1000, now: () => clock },
    );
    const user = { userId: 1, userValidAdult: 2 } as Parameters<typeof cache.partOf>[0];
    const parts = await Promise.all(Array.from({ length: 20 }, () => cache.partOf(user)));
    expect(composed).toBe(1);
    expect(parts[0]).toEqual({ user: { userPoint: 1 }, fields: { stamp_card_campaign_code: 'CAMPAIGN' } });
    clock += 1001;
    expect((await cache.partOf(user)).user.userPoint).toBe(2);
    cache.drop(1);
    expect((await cache.partOf(user)).user.userPoint).toBe(3);
  });
});
