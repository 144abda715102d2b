import { describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app.ts';
import { rscPageUrl } from './http-policy.ts';
import { isMemberRoute, runRouteGuards } from './route-guards.ts';

const { services, orm } = await createTestApp();
const anonymous = { services: async () => services, viewer: { userId: 0, isLogin: false, isStaff: false, userValidAdult: 2 } };
const run = (path: string, context = anonymous) => runRouteGuards(new URL(path, 'http://localhost'), context);

describe('route guards', () => {
  it('sends visitors of member pages to /signin/ with next', async () => {
    expect(await run('/bookshelf/?sort=new')).toEqual({ kind: 'redirect', location: '/signin/?next=%2Fbookshelf%2F%3Fsort%3Dnew' });
    expect(await run('/bookshelf/', { ...anonymous, viewer: { userId: 1, isLogin: true, isStaff: false, userValidAdult: 2 } })).toEqual({ kind: 'pass' });
    expect(await run('/myreview/')).toEqual({ kind: 'redirect', location: '/signin/?next=%2Fmyreview%2F' });
    expect(await run('/review/report/12/')).toEqual({ kind: 'redirect', location: '/signin/?next=%2Freview%2Freport%2F12%2F' });
    expect(await run('/review/')).toEqual({ kind: 'pass' });
  });

  it('sends /review/report/ without a review to the newest reviews, members and visitors alike', async () => {
    expect(await run('/review/report/')).toEqual({ kind: 'redirect', location: '/review/' });
    expect(await run('/review/report/', { ...anonymous, viewer: { userId: 1, isLogin: true, isStaff: false, userValidAdult: 2 } })).toEqual({ kind: 'redirect', location: '/review/' });
  });

  it('sends non-staff and visitors of /staff/ pages to /signin/', async () => {
    expect((await run('/staff/banner/')).kind).toBe('redirect');
    expect((await run('/staff/banner/', { ...anonymous, viewer: { userId: 1, isLogin: true, isStaff: false, userValidAdult: 2 } })).kind).toBe('redirect');
    expect(await run('/staff/banner/', { ...anonymous, viewer: { userId: 1, isLogin: true, isStaff: true, userValidAdult: 2 } })).toEqual({ kind: 'pass' });
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

  it('opens free adult stories only to adult-valid members: visitors sign in, other members go to the title page', async () => {
    const rows = await orm.em
      .getConnection()
      .execute<{ code: string; v: number; s: number }[]>(
        'select t.title_code as code, v.serial_number as v, s.story_number as s from story s join title t on t.id = s.title_id join volume v on v.id = s.volume_id where t.is_adult and s.payment_type = 1 order by s.id limit 1',
      );
    const { code, v, s } = rows[0]!;
    const path = `/bv/t/${code}/v/${v}/s/${s}/p/1/`;
    expect(await run(path)).toEqual({ kind: 'redirect', location: `/signin/?next=${encodeURIComponent(path)}` });
    expect(await run(path, { ...anonymous, viewer: { userId: 1, isLogin: true, isStaff: false, userValidAdult: 2 } })).toEqual({ kind: 'redirect', location: `/book/title/${code}/` });
    expect(await run(path, { ...anonymous, viewer: { userId: 1, isLogin: true, isStaff: false, userValidAdult: 0 } })).toEqual({ kind: 'redirect', location: `/book/title/${code}/` });
    expect(await run(path, { ...anonymous, viewer: { userId: 1, isLogin: true, isStaff: false, userValidAdult: 1 } })).toEqual({ kind: 'pass' });
  });

  it('fails with 500 Unknown middleware when a route names a guard that does not exist', async () => {
    const routes = [{ pattern: /^\/x\/$/, guards: ['titleCode', 'noSuchGuard'] }];
    expect(await runRouteGuards(new URL('http://localhost/x/'), anonymous, routes)).toEqual({ kind: 'error', status: 500, message: 'Unknown middleware' });
  });

  it('list pages: unknown genres and pages past the last are 404; TL/BL pages count only for adult members', async () => {
    const adult = { ...anonymous, viewer: { userId: 1, isLogin: true, isStaff: false, userValidAdult: 1 } };
    expect(await run('/book/genre/shounen/')).toEqual({ kind: 'pass' });
    expect(await run('/book/genre/tl/')).toEqual({ kind: 'pass' });
    expect(await run('/book/genre/TL/')).toEqual({ kind: 'pass' });
    expect(await run('/book/genre/nope/')).toEqual({ kind: 'notFound' });
    const [{ n }] = (await orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from title where not is_adult')) as [{ n: string }];
    const lastPage = Math.ceil(Number(n) / 20);
    expect(await run(`/book/?page=${lastPage}`)).toEqual({ kind: 'pass' });
    expect(await run(`/book/?page=${lastPage + 1}`)).toEqual({ kind: 'notFound' });
    expect(await run('/book/?page=abc')).toEqual({ kind: 'pass' });
    expect(await run('/book/genre/tl/?page=2')).toEqual({ kind: 'notFound' });
    const [{ tl }] = (await orm.em.getConnection().execute<{ tl: string }[]>('select count(*) as tl from title where genre_code = 1122')) as [{ tl: string }];
    expect(await run(`/book/genre/tl/?page=${Math.ceil(Number(tl) / 20)}`, adult)).toEqual({ kind: 'pass' });
    expect(await run('/book/title/?page=400')).toEqual({ kind: 'notFound' });
    expect(await run('/book/campaign/titles/?page=400')).toEqual({ kind: 'notFound' });
    // The list of titles on campaign is not a campaign named 'titles' (decision 051's /book/campaign/{id}/).
    expect(await run('/book/campaign/titles/')).toEqual({ kind: 'pass' });
  });

  it('lets other pages through', async () => {
    expect(await run('/')).toEqual({ kind: 'pass' });
    expect(await run('/faq/')).toEqual({ kind: 'pass' });
  });
});

describe('notice route guard', () => {
  it('passes published notices and answers the 404 screen for unknown or malformed ids', async () => {
    const [row] = await orm.em.getConnection().execute<{ id: number }[]>('select id from site_notice where published_at <= now() order by id limit 1');
    expect(await run(`/info/${row!.id}/`)).toEqual({ kind: 'pass' });
    expect(await run('/info/99999999/')).toEqual({ kind: 'notFound' });
    expect(await run('/info/abc/')).toEqual({ kind: 'notFound' });
    expect(await run('/info/0/')).toEqual({ kind: 'notFound' });
  });
});

describe('page data (RSC) of guarded pages', () => {
  const rsc = (path: string) => rscPageUrl(new URL(path, 'http://localhost'))!;

  it('goes through the same guards as the page: visitors are sent to /signin/ with the page as next', async () => {
    expect(await runRouteGuards(rsc('/RSC/R/profile.txt'), anonymous)).toEqual({ kind: 'redirect', location: '/signin/?next=%2Fprofile%2F' });
    expect(await runRouteGuards(rsc('/RSC/R/myitem.txt'), anonymous)).toEqual({ kind: 'redirect', location: '/signin/?next=%2Fmyitem%2F' });
    expect(await runRouteGuards(rsc('/RSC/R/staff/banner.txt'), anonymous)).toEqual({ kind: 'redirect', location: '/signin/?next=%2Fstaff%2Fbanner%2F' });
    expect(await runRouteGuards(rsc('/RSC/R/book/title/ZZ999999.txt'), anonymous)).toEqual({ kind: 'notFound' });
    expect(await runRouteGuards(rsc('/RSC/R/_root.txt'), anonymous)).toEqual({ kind: 'pass' });
  });

  it('marks member pages, whose HTML and data are never shared', () => {
    for (const path of ['/profile/', '/myitem/', '/myitem/coin/', '/bookshelf/', '/point/exchange/', '/staff/banner/']) expect(isMemberRoute(new URL(path, 'http://localhost')), path).toBe(true);
    expect(isMemberRoute(rsc('/RSC/R/profile.txt'))).toBe(true);
    for (const path of ['/', '/book/', '/book/title/YB000001/', '/signin/']) expect(isMemberRoute(new URL(path, 'http://localhost')), path).toBe(false);
  });

  it('sends visitors of the gift and reward pages to sign in (decision 049)', async () => {
    for (const path of ['/gift/items/', '/gift/coupon/GIFT100COINS/', '/gift/ticket/xmas-daily50/', '/rewardconfirm/', '/readedreward/']) {
      expect(isMemberRoute(new URL(path, 'http://localhost')), path).toBe(true);
      expect(await runRouteGuards(new URL(path, 'http://localhost'), anonymous), path).toEqual({ kind: 'redirect', location: `/signin/?next=${encodeURIComponent(path)}` });
    }
  });
});
