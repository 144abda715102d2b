import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { STAFF_PATHS } from './staff-paths.ts';
import { STAFF_MESSAGES } from './staff-messages.ts';
import { DEFAULT_NAVIGATION } from './navigation.ts';
import { staffSignUp } from './staff-test-helpers.ts';

const { app, orm, services } = await createTestApp();
afterAll(async () => {
  await orm.em.fork().execute('delete from navigation_entry');
});

const signUpStaff = staffSignUp(app, orm);

const entries = [
  { label: 'トップ', path: '/', route_name: 'index', enabled: true },
  { label: 'セール', path: '/book/campaign/titles/', enabled: true },
  { label: 'TL', path: '/book/genre/tl/', enabled: true, is_adult: true },
];

describe('the navigation editor (decision 058)', () => {
  it('answers 403 to visitors and members', async () => {
    const member = await signUpMember(app);
    for (const who of [clientFor(app), member]) {
      expect((await who.get(STAFF_PATHS.navigation)).status).toBe(403);
      const write = await who.post(STAFF_PATHS.navigation, { version: 0, entries });
      expect(write.status).toBe(403);
      expect(((await write.json()) as { message: { content: string } }).message.content).toBe(STAFF_MESSAGES.notStaff);
    }
  });

  it('shows the defaults until saved, saves with its version (a stale save is a conflict), and the header uses it', async () => {
    const staff = await signUpStaff();
    const first = (await (await staff.get(STAFF_PATHS.navigation)).json()) as { version: number; usingDefaults: boolean; entries: unknown[] };
    expect(first).toMatchObject({ version: 0, usingDefaults: true });
    expect(first.entries).toHaveLength(DEFAULT_NAVIGATION.length);
    const bad = await staff.post(STAFF_PATHS.navigation, { version: 0, entries: [{ label: ' ', path: 'https://evil.example/', enabled: true }] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { path: string; message: string }[] }).errors).toEqual(
      expect.arrayContaining([
        { path: 'entries.0.label', message: '表示名を入力してください' },
        { path: 'entries.0.path', message: 'リンク先は「/」から始まるサイト内のパスで入力してください' },
      ]),
    );
    // Protocol-relative paths start with a slash but lead to another host.
    for (const path of ['//evil.example/', '/\\evil.example/', '//evil%2Eexample/']) {
      const other = await staff.post(STAFF_PATHS.navigation, { version: 0, entries: [{ label: 'x', path, enabled: true }] });
      expect(other.status, path).toBe(400);
      expect(((await other.json()) as { errors: { path: string; message: string }[] }).errors, path).toContainEqual({ path: 'entries.0.path', message: 'リンク先は「/」から始まるサイト内のパスで入力してください' });
    }
    const saved = await staff.post(STAFF_PATHS.navigation, { version: 0, entries });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { version: number }).version).toBe(1);
    expect((await services.navigation.supplied()).map((e) => e.label)).toEqual(['トップ', 'セール', 'TL']);
    const stale = await staff.post(STAFF_PATHS.navigation, { version: 0, entries: entries.slice(0, 1) });
    expect(stale.status).toBe(409);
    const log = (await (await staff.get(`${STAFF_PATHS.audit}?type=navigation&id=top`)).json()) as { entries: { action: string }[] };
    expect(log.entries.map((e) => e.action)).toEqual(['update']);
  });
});
