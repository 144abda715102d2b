import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createInvalidationBus } from '#platform/bus/invalidation-bus.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { createTestApp, TOPICS } from '#src/server/testing/test-app.ts';
import { signUpMember } from './account-mail-test-helpers.ts';
import { createSessionService } from './sessions.ts';

// Two processes of one deployment: one database, one Redis channel (decision 063).
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const channel = `test:sessions:${randomUUID()}`;
const buses = [createInvalidationBus({ redisUrl: REDIS_URL, channel }), createInvalidationBus({ redisUrl: REDIS_URL, channel })];
await Promise.all(buses.map((bus) => bus.ready));
afterAll(() => Promise.all(buses.map((bus) => bus.close())));
const a = await createTestApp({ bus: buses[0] });
const b = await createTestApp({ bus: buses[1] });

const userOf = async (app: typeof a.app, cookie: string) =>
  ((await (await app.request('http://localhost/api/v1/initialize/', { headers: { Cookie: cookie } })).json()) as { is_login: boolean; user: { userDisplayName: string } | null });
const post = (app: typeof a.app, path: string, cookie: string, body: unknown = {}) =>
  app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { ...csrfHeaders, 'Content-Type': 'application/json', Cookie: `${csrfHeaders.Cookie}; ${cookie}` },
    body: JSON.stringify(body),
  });

/**
 * Resolves when the next announcement of a member's account change reaches process b over Redis: b's own
 * handlers (subscribed first) have dropped its copies by then. Asked before the change is made.
 */
const heardByB = () =>
  new Promise<void>((resolve) => {
    const stop = buses[1]!.subscribe(TOPICS.account, () => {
      stop();
      resolve();
    });
  });

describe('session rows kept between requests (SESSION_ROW_TTL_MS)', () => {
  it('a sign-out ends the session at once in its process and within a second in the other', async () => {
    const member = await signUpMember(a.app);
    expect((await userOf(a.app, member.cookie)).is_login).toBe(true);
    expect((await userOf(b.app, member.cookie)).is_login).toBe(true);
    const heard = heardByB();
    expect((await post(a.app, '/api/v1/logout/', member.cookie)).status).toBe(200);
    expect((await userOf(a.app, member.cookie)).is_login).toBe(false);
    await heard;
    expect((await userOf(b.app, member.cookie)).is_login).toBe(false);
  });

  it("a member's new display name shows in their next request on either process", async () => {
    const member = await signUpMember(a.app);
    await userOf(b.app, member.cookie);
    const heard = heardByB();
    expect((await post(a.app, '/api/user/v1/profile/', member.cookie, { display_name: '読み手' })).status).toBe(200);
    expect((await userOf(a.app, member.cookie)).user?.userDisplayName).toBe('読み手');
    await heard;
    expect((await userOf(b.app, member.cookie)).user?.userDisplayName).toBe('読み手');
  });

  it('revoking every session of a member (password reset, deletion) reaches the other process', async () => {
    const member = await signUpMember(a.app);
    await userOf(b.app, member.cookie);
    const heard = heardByB();
    await a.services.accounts.revokeUserSessions(member.userId);
    expect((await userOf(a.app, member.cookie)).is_login).toBe(false);
    await heard;
    expect((await userOf(b.app, member.cookie)).is_login).toBe(false);
  });

  it('keeps a row for its TTL (a change nobody announced shows after it), and reads every time with 0', async () => {
    const member = await signUpMember(a.app);
    let clock = Date.now();
    const kept = createSessionService(a.orm, { sessionRowTtlMs: 300, now: () => new Date(clock) });
    const uncached = createSessionService(a.orm, { sessionRowTtlMs: 0 });
    const viewerName = async (service: typeof kept) =>
      (await service.readViewer(new Request('http://localhost/', { headers: { Cookie: member.cookie } }))).user?.userDisplayName;
    const before = await viewerName(kept);
    await a.orm.em.getConnection().execute('update app_user set display_name = ? where id = ?', ['外部更新', member.userId]);
    expect(await viewerName(kept)).toBe(before);
    expect(await viewerName(uncached)).toBe('外部更新');
    clock += 299;
    expect(await viewerName(kept)).toBe(before);
    clock += 1;
    expect(await viewerName(kept)).toBe('外部更新');
    kept.dropSessions(member.userId);
  });
});
