import { describe, expect, it } from 'vitest';
import type { SignedPageList } from '#modules/reader/index.ts';
import { clientFor, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { createTestApp } from './testing/test-app.ts';
import { runRouteGuards } from './route-guards.ts';

const { app, orm, services } = await createTestApp();

type Vol = { code: string; v: number; price: number; pages: number; free: number; firstPaid: number };
/** A general store title's volume with every kind of story: free ones, then coin ones. */
const [vol] = await orm.em.getConnection().execute<Vol[]>(
  `select t.title_code as code, v.serial_number as v, v.price_coins as price, sum(s.page_count)::int as pages,
          count(*) filter (where s.payment_type = 1)::int as free, min(s.story_number) filter (where s.payment_type = 3) as "firstPaid"
     from volume v join title t on t.id = v.title_id join story s on s.volume_id = v.id
    where t.is_store and not t.is_adult and v.price_coins > 0
    group by t.title_code, v.serial_number, v.price_coins, t.id
   having count(*) filter (where s.payment_type = 1) > 0 and count(*) filter (where s.payment_type = 3) > 0
    order by t.id, v.serial_number limit 1`,
);
const volume = vol!;
const viewerPath = (page = 1) => `/bv/st/${volume.code}/v/${volume.v}/p/${page}/`;
const guard = (path: string, viewer: { userId: number; userValidAdult?: number }) =>
  runRouteGuards(new URL(path, 'http://localhost'), {
    services: async () => services,
    viewer: { userId: viewer.userId, isLogin: viewer.userId > 0, isStaff: false, userValidAdult: viewer.userValidAdult ?? 2 },
  });
const snake = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));

async function buyVolume(member: TestMember) {
  await services.wallet.creditPurchase(member.userId, { paymentId: `vol-${member.userId}`, paidCoins: volume.price });
  const check = (await (await member.post('/api/v3/ticket_and_coin/check/', { title: volume.code, volume: volume.v, story: volume.firstPaid })).json()) as { data: Record<string, unknown> };
  expect(check.data).toMatchObject({ isStore: true, volumePrice: volume.price, can_read: false });
  const consume = await member.post('/payment/api/v1/ticket_and_coin/consume/', { ...snake(check.data), payment_div: 'volume', consume_coin: volume.price, price: undefined });
  expect(consume.status, await consume.clone().text()).toBe(200);
}
async function volumeUrls(member: TestMember): Promise<SignedPageList> {
  const response = await member.get(`/api/v1/viewer/page-urls/?title=${volume.code}&volume=${volume.v}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: SignedPageList }).data;
}

describe('the paid viewer /bv/st/{titleCode}/v/{volume}/p/{page}/: a whole volume, as far as the member may read it', () => {
  it('shows a visitor the free stories only, and a member who bought the volume every page, signed', async () => {
    const freePages = (await services.catalogue.viewerVolume(volume.code, volume.v))!.stories.filter((s) => s.paymentType === 1).reduce((n, s) => n + s.pageCount, 0);
    expect(await guard(viewerPath(freePages), { userId: 0 })).toEqual({ kind: 'pass' });
    expect(await guard(viewerPath(freePages + 1), { userId: 0 })).toEqual({ kind: 'notFound' });

    const member = await signUpMember(app);
    expect((await volumeUrls(member)).pages).toHaveLength(freePages);
    await buyVolume(member);
    expect(await guard(viewerPath(volume.pages), member)).toEqual({ kind: 'pass' });
    expect(await guard(viewerPath(volume.pages + 1), member)).toEqual({ kind: 'notFound' });
    const list = await volumeUrls(member);
    expect(list.pages).toHaveLength(volume.pages);
    expect(list.pages.filter((p) => p.token === null)).toHaveLength(freePages);
    expect(list.readableUntil).toBeNull();
    // Every bought page opens with its signed URL; the same URL in another member's hands does not.
    const paid = list.pages.find((p) => p.token !== null)!;
    const image = `/img/page/${volume.code}/${volume.v}/${paid.story}/${paid.page}?w=360&t=${paid.token}`;
    expect((await member.get(image)).status).toBe(200);
    expect((await (await signUpMember(app)).get(image)).status).toBe(403);
    expect((await clientFor(app).get(image)).status).toBe(403);
  });

  it('sends visitors to sign in and members to the title page when nothing of the volume is theirs; unknown or non-store volumes are 404', async () => {
    const [paidOnly] = await orm.em.getConnection().execute<{ code: string; v: number }[]>(
      `select t.title_code as code, v.serial_number as v from volume v join title t on t.id = v.title_id
        where t.is_store and not t.is_adult and not exists (select 1 from story s where s.volume_id = v.id and s.payment_type = 1)
        order by t.id, v.serial_number limit 1`,
    );
    const path = `/bv/st/${paidOnly!.code}/v/${paidOnly!.v}/p/1/`;
    expect(await guard(path, { userId: 0 })).toEqual({ kind: 'redirect', location: `/signin/?next=${encodeURIComponent(path)}` });
    const member = await signUpMember(app);
    expect(await guard(path, member)).toEqual({ kind: 'redirect', location: `/book/title/${paidOnly!.code}/` });
    expect((await member.get(`/api/v1/viewer/page-urls/?title=${paidOnly!.code}&volume=${paidOnly!.v}`)).status).toBe(403);

    const [notStore] = await orm.em.getConnection().execute<{ code: string }[]>('select title_code as code from title where not is_store and not is_adult order by id limit 1');
    expect(await guard(`/bv/st/${notStore!.code}/v/1/p/1/`, { userId: 0 })).toEqual({ kind: 'notFound' });
    expect(await guard(`/bv/st/${volume.code}/v/999/p/1/`, { userId: 0 })).toEqual({ kind: 'notFound' });
    expect(await guard(`/bv/st/${volume.code}/v/1/p/0/`, { userId: 0 })).toEqual({ kind: 'notFound' });
  });
});
