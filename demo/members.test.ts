import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { clientFor } from '#platform/testing/members.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoMembers } from './members.ts';

const { app, orm } = await createTestApp();

describe('demo members', () => {
  it('are never created outside demo mode', async () => {
    await expect(seedDemoMembers(orm, false)).rejects.toThrow(/never created in production/);
  });

  it('exist after the test database seed, sign in with the demo password, and carry their roles', async () => {
    const ids = await seedDemoMembers(orm, true);
    expect(Object.keys(ids).sort()).toEqual(['adult', 'member', 'premium', 'staff']);
    for (const [key, demo] of Object.entries(DEMO_MEMBERS)) {
      const signIn = await clientFor(app).post('/api/v1/signin/', { email: demo.email, password: DEMO_PASSWORD });
      expect(signIn.status, key).toBe(200);
      const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('yomiba_session='))!.split(';')[0]!;
      const { user } = (await (await clientFor(app, cookie).get('/api/v1/initialize/')).json()) as { user: { userId: number; isStaff: boolean; userValidAdult: number } };
      expect(user.userId).toBe(ids[key as keyof typeof ids]);
      expect(user.isStaff).toBe(demo.isStaff);
      expect(user.userValidAdult).toBe(demo.userValidAdult);
    }
  });

  it('are created once: seeding again keeps the same accounts', async () => {
    expect(await seedDemoMembers(orm, true)).toEqual(await seedDemoMembers(orm, true));
  });
});
