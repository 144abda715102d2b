import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { createTestApp } from './testing/test-app.ts';
import { runRouteGuards } from './route-guards.ts';

const { app, orm, services } = await createTestApp();

type Row = { code: string; v: number; s: number; price: number };
/** A general-audience story of the given payment type from the seeded catalogue. */
async function storyOf(paymentType: 2 | 3): Promise<Row> {
  const [row] = await orm.em.getConnection().execute<Row[]>(
    `select t.title_code as code, v.serial_number as v, s.story_number as s, s.price_coins as price
       from story s join title t on t.id = s.title_id join volume v on v.id = s.volume_id
      where not t.is_adult and s.payment_type = ? and (s.payment_type <> 3 or s.price_coins > 0) order by s.id limit 1`,
    [paymentType],
  );
  return row!;
}

const viewerPath = (r: Row) => `/bv/t/${r.code}/v/${r.v}/s/${r.s}/p/1/`;
const imagePath = (r: Row) => `/img/page/${r.code}/${r.v}/${r.s}/1?w=540`;
/** Page 1 through the signed URL the viewer would be given (decision 019). */
async function signedImagePath(member: TestMember, r: Row) {
  const urls = (await (await member.get(`/api/v1/viewer/page-urls/?title=${r.code}&volume=${r.v}&story=${r.s}`)).json()) as { data: { pages: { token: string }[] } };
  return `${imagePath(r)}&t=${urls.data.pages[0]!.token}`;
}
const guard = (r: Row, userId: number) =>
  runRouteGuards(new URL(viewerPath(r), 'http://localhost'), { services: async () => services, viewer: { userId, isLogin: userId > 0, isStaff: false, userValidAdult: 2 } });

const snake = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));
async function unlock(member: TestMember, r: Row) {
  const check = (await (await member.post('/api/v3/ticket_and_coin/check/', { title: r.code, volume: r.v, story: r.s })).json()) as { data: Record<string, unknown> };
  const consume = await member.post('/payment/api/v1/ticket_and_coin/consume/', snake(check.data));
  expect(consume.status, await consume.clone().text()).toBe(200);
}

describe('reading a paid story: the viewer and its images follow the wallet’s entitlements', () => {
  it('coin story: visitors sign in, a member without it goes to the title page and gets no image; after buying it, both open', async () => {
    const story = await storyOf(3);
    expect(await guard(story, 0)).toEqual({ kind: 'redirect', location: `/signin/?next=${encodeURIComponent(viewerPath(story))}` });
    expect((await clientFor(app).get(imagePath(story))).status).toBe(403);

    const member = await signUpMember(app);
    expect(await guard(story, member.userId)).toEqual({ kind: 'redirect', location: `/book/title/${story.code}/` });
    expect((await member.get(imagePath(story))).status).toBe(403);

    await services.wallet.creditPurchase(member.userId, { paymentId: `test-${member.userId}`, paidCoins: story.price });
    await unlock(member, story);
    expect(await guard(story, member.userId)).toEqual({ kind: 'pass' });
    const signed = await signedImagePath(member, story);
    const image = await member.get(signed);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toMatch(/^private/);
    // Someone else still gets nothing, even with the member's signed URL.
    const other = await signUpMember(app);
    expect((await other.get(imagePath(story))).status).toBe(403);
    expect((await other.get(signed)).status).toBe(403);
    expect(await guard(story, other.userId)).toEqual({ kind: 'redirect', location: `/book/title/${story.code}/` });
  });

  it('待てば¥0 story: the free ticket of a new member rents it (then readable), and the rental is private to them', async () => {
    const story = await storyOf(2);
    const member = await signUpMember(app);
    expect((await member.get(imagePath(story))).status).toBe(403);
    await unlock(member, story);
    expect(await guard(story, member.userId)).toEqual({ kind: 'pass' });
    const signed = await signedImagePath(member, story);
    expect((await member.get(signed)).status).toBe(200);
    expect((await clientFor(app).get(signed)).status).toBe(403);
  });
});
