import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../platform/testing/test-app.ts';
import { runRouteGuards } from './route-guards.ts';

const { services } = await createTestApp();
const anonymous = { services: async () => services, viewer: { isLogin: false, isStaff: false } };
const run = (path: string, context = anonymous) => runRouteGuards(new URL(path, 'http://localhost'), context);

describe('route guards', () => {
  it('sends visitors of member pages to /signin/ with next', async () => {
    expect(await run('/bookshelf/?sort=new')).toEqual({ kind: 'redirect', location: '/signin/?next=%2Fbookshelf%2F%3Fsort%3Dnew' });
    expect(await run('/bookshelf/', { ...anonymous, viewer: { isLogin: true, isStaff: false } })).toEqual({ kind: 'pass' });
  });

  it('sends non-staff and visitors of /staff/ pages to /signin/', async () => {
    expect((await run('/staff/banner/')).kind).toBe('redirect');
    expect((await run('/staff/banner/', { ...anonymous, viewer: { isLogin: true, isStaff: false } })).kind).toBe('redirect');
    expect(await run('/staff/banner/', { ...anonymous, viewer: { isLogin: true, isStaff: true } })).toEqual({ kind: 'pass' });
  });

  it('checks that title codes and free stories exist', async () => {
    expect(await run('/book/title/YB000001/')).toEqual({ kind: 'pass' });
    expect(await run('/book/title/NOPE0000/')).toEqual({ kind: 'notFound' });
    expect(await run('/book/title/%E3%81%82/')).toEqual({ kind: 'notFound' });
    expect(await run('/book/title/%E0%A4%A/')).toEqual({ kind: 'notFound' });
    expect(await run('/bv/t/YB000001/v/1/s/1/p/1/')).toEqual({ kind: 'pass' });
    expect(await run('/bv/t/YB000001/v/1/s/1/p/0/')).toEqual({ kind: 'notFound' });
    expect(await run('/bv/t/YB000001/v/1/s/1/p/999/')).toEqual({ kind: 'notFound' });
  });

  it('fails with 500 Unknown middleware when a route names a guard that does not exist', async () => {
    const routes = [{ pattern: /^\/x\/$/, guards: ['titleCode', 'noSuchGuard'] }];
    expect(await runRouteGuards(new URL('http://localhost/x/'), anonymous, routes)).toEqual({ kind: 'error', status: 500, message: 'Unknown middleware' });
  });

  it('lets other pages through', async () => {
    expect(await run('/')).toEqual({ kind: 'pass' });
    expect(await run('/faq/')).toEqual({ kind: 'pass' });
  });
});
