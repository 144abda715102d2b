import { describe, expect, it } from 'vitest';
import { signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from './testing/test-app.ts';
import { runRouteGuards } from './route-guards.ts';

const { app, services } = await createTestApp();
const run = (path: string, viewer: { userId: number; isLogin: boolean }) =>
  runRouteGuards(new URL(path, 'http://localhost'), { services: async () => services, viewer: { ...viewer, isStaff: false, userValidAdult: 2 } });
const visitor = { userId: 0, isLogin: false };
const expired = { kind: 'redirect', location: '/point/exchange/description/?expired=1' };

describe('the pointExchangeExpired route guard', () => {
  it('sends visitors of /point/exchange/ to sign in first', async () => {
    expect(await run('/point/exchange/', visitor)).toEqual({ kind: 'redirect', location: '/signin/?next=%2Fpoint%2Fexchange%2F' });
    expect((await run('/point/exchange/description/', visitor)).kind).toBe('redirect');
  });

  it('sends a member without exchangeable points to the description page with expired=1', async () => {
    const m = await signUpMember(app);
    const viewer = { userId: m.userId, isLogin: true };
    expect(await run('/point/exchange/', viewer)).toEqual(expired);
    await services.wallet.grantPoints(m.userId, 99, { reason: 'login_bonus', reference: 'test' });
    expect(await run('/point/exchange/', viewer)).toEqual(expired);
    // The description page itself stays open to them (no loop).
    expect(await run('/point/exchange/description/?expired=1', viewer)).toEqual({ kind: 'pass' });
  });

  it('lets a member with at least one unit of points exchange, until they are spent', async () => {
    const m = await signUpMember(app);
    const viewer = { userId: m.userId, isLogin: true };
    await services.wallet.grantPoints(m.userId, 120, { reason: 'login_bonus', reference: 'test' });
    expect(await run('/point/exchange/', viewer)).toEqual({ kind: 'pass' });
    await services.pointExchange.exchange(m.userId, { points: 100, requestId: `guard-${m.userId}` });
    expect(await run('/point/exchange/', viewer)).toEqual(expired);
  });
});
