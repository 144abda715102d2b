import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember, type TestMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { PAGE_URL_TTL_SECONDS } from './page-urls.ts';
import type { SignedPageList } from './signed-pages.ts';

// One clock for the wallet (rentals) and the page URLs (expiry), moved by the tests.
let clock = Date.now();
const { app, orm, services } = await createTestApp({ now: () => new Date(clock) });

type Row = { code: string; v: number; s: number; id: number };
async function storyOf(where: string): Promise<Row> {
  const [row] = await orm.em.getConnection().execute<Row[]>(
    `select t.title_code as code, v.serial_number as v, s.story_number as s, s.id
       from story s join title t on t.id = s.title_id join volume v on v.id = s.volume_id
      where ${where} order by s.id limit 1`,
  );
  return row!;
}
const coinStory = await storyOf('not t.is_adult and s.payment_type = 3 and s.price_coins > 0');
const waitStory = await storyOf('not t.is_adult and s.payment_type = 2');
const adultStory = await storyOf('t.is_adult and s.payment_type = 1');

const snake = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));
async function unlock(member: TestMember, r: Row) {
  const check = (await (await member.post('/api/v3/ticket_and_coin/check/', { title: r.code, volume: r.v, story: r.s })).json()) as { data: Record<string, unknown> };
  const consume = await member.post('/payment/api/v1/ticket_and_coin/consume/', snake(check.data));
  expect(consume.status, await consume.clone().text()).toBe(200);
}
async function buyer(r: Row): Promise<TestMember> {
  const member = await signUpMember(app);
  await services.wallet.creditPurchase(member.userId, { paymentId: `signed-${member.userId}`, paidCoins: 100 });
  await unlock(member, r);
  return member;
}

const urlsPath = (r: Row) => `/api/v1/viewer/page-urls/?title=${r.code}&volume=${r.v}&story=${r.s}`;
async function freshUrls(member: TestMember, r: Row): Promise<SignedPageList> {
  const response = await member.get(urlsPath(r));
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as { data: SignedPageList }).data;
}
const imagePath = (r: Row, page: number, token?: string | null) => `/img/page/${r.code}/${r.v}/${r.s}/${page}?w=360${token ? `&t=${token}` : ''}`;

/** A refusal: 403 in the JSON error shape, not one image byte. */
async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('etag')).toBeNull();
  const body = (await response.json()) as { success: boolean };
  expect(body.success).toBe(false);
}
async function expectImage(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\//);
  expect(response.headers.get('cache-control')).toBe('private, no-cache');
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
}

describe('signed page URLs: the token, the session and the entitlement at that moment', () => {
  it('serves a bought page through its signed URL to its member only; never without a token, to someone else or to a visitor', async () => {
    const member = await buyer(coinStory);
    const list = await freshUrls(member, coinStory);
    expect(list.pages[0]).toMatchObject({ story: coinStory.s, page: 1, token: expect.any(String) });
    expect(new Date(list.expiresAt!).getTime() - clock).toBeLessThanOrEqual(PAGE_URL_TTL_SECONDS * 1000);
    const signed = imagePath(coinStory, 1, list.pages[0]!.token);
    await expectImage(await member.get(signed));

    // The paid page asked for directly, by its own member: still no.
    await expectRefused(await member.get(imagePath(coinStory, 1)));
    // The signed URL copied into another member's browser, or a signed-out one.
    await expectRefused(await (await signUpMember(app)).get(signed));
    await expectRefused(await clientFor(app).get(signed));
    // A token for page 1 does not open page 2.
    await expectRefused(await member.get(imagePath(coinStory, 2, list.pages[0]!.token)));
  });

  it('refuses an altered token: another page or member written into the payload, or a changed signature', async () => {
    const member = await buyer(coinStory);
    const token = (await freshUrls(member, coinStory)).pages[0]!.token!;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, number>;
    const rewrite = (change: Record<string, number>) => `${header}.${Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url')}.${signature}`;
    const other = await signUpMember(app);
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    await expectRefused(await member.get(imagePath(coinStory, 2, rewrite({ p: 2 }))));
    await expectRefused(await other.get(imagePath(coinStory, 1, rewrite({ u: other.userId }))));
    await expectRefused(await member.get(imagePath(coinStory, 1, rewrite({ exp: claims.exp! + 3600 }))));
    await expectRefused(await member.get(imagePath(coinStory, 1, `${header}.${payload}.${flipped}`)));
    await expectRefused(await member.get(imagePath(coinStory, 1, 'not-a-token')));
    // The same token, untouched, still works.
    await expectImage(await member.get(imagePath(coinStory, 1, token)));
  });

  it('refuses a replay after the expiry; the refresh API hands out URLs that work again', async () => {
    const member = await buyer(coinStory);
    const token = (await freshUrls(member, coinStory)).pages[0]!.token!;
    await expectImage(await member.get(imagePath(coinStory, 1, token)));
    clock += (PAGE_URL_TTL_SECONDS + 1) * 1000;
    await expectRefused(await member.get(imagePath(coinStory, 1, token)));
    const again = (await freshUrls(member, coinStory)).pages[0]!.token!;
    expect(again).not.toBe(token);
    await expectImage(await member.get(imagePath(coinStory, 1, again)));
  });

  it('a 待てば¥0 rental that ends while its URLs are still valid: the next image and the refresh are 403', async () => {
    const member = await signUpMember(app);
    await unlock(member, waitStory);
    const rented = await freshUrls(member, waitStory);
    const ends = new Date(rented.readableUntil!).getTime();
    expect(ends - clock).toBe(72 * 3_600_000); // the wallet's rental period
    // A minute before the end, fresh URLs (good for five more minutes) still show the page...
    clock = ends - 60_000;
    const token = (await freshUrls(member, waitStory)).pages[0]!.token!;
    await expectImage(await member.get(imagePath(waitStory, 1, token)));
    // ...and a second after the end the same unexpired URL shows nothing, and no fresh ones are given.
    clock = ends + 1_000;
    await expectRefused(await member.get(imagePath(waitStory, 1, token)));
    await expectRefused(await member.get(urlsPath(waitStory)));
    clock = Date.now();
  });

  it('adult pages: never for a member without the age confirmation, even with a validly signed token', async () => {
    const adult = await signUpMember(app);
    expect((await adult.post('/api/user/v1/profile/adult-setting/')).status).toBe(200);
    const token = (await freshUrls(adult, adultStory)).pages[0]!.token!;
    await expectImage(await adult.get(imagePath(adultStory, 1, token)));
    // A non-adult member does not get URLs, and a token signed for them (as if leaked) opens nothing.
    const minor = await signUpMember(app);
    await expectRefused(await minor.get(urlsPath(adultStory)));
    const forged = await services.pageSigner.sign({ userId: minor.userId, storyId: adultStory.id, page: 1 }, services.pageSigner.expiryFromNow());
    await expectRefused(await minor.get(imagePath(adultStory, 1, forged)));
    // Turning the setting off stops the adult member's running URL at once.
    await adult.post('/api/user/v1/profile/adult-setting/', { enabled: false });
    await expectRefused(await adult.get(imagePath(adultStory, 1, token)));
  });

  it('the refresh API is for members, validates its input, and free public pages keep plain immutable URLs', async () => {
    expect((await clientFor(app).get(urlsPath(coinStory))).status).toBe(401);
    const member = await signUpMember(app);
    const bad = await member.get('/api/v1/viewer/page-urls/?title=%3Cx%3E&volume=0');
    expect(bad.status).toBe(400);
    await expectRefused(await member.get(urlsPath(coinStory)));
    const free = await storyOf('not t.is_adult and s.payment_type = 1');
    const list = await freshUrls(member, free);
    expect(list.expiresAt).toBeNull();
    expect(list.pages.every((p) => p.token === null)).toBe(true);
    const image = await clientFor(app).get(imagePath(free, 1));
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
