import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '#platform/http/create-api.ts';
import { ImageCache } from '#platform/images/image-cache.ts';
import { CACHE_CONTROL } from '#platform/images/respond.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { staffImageRouter } from './banners/banner-router.ts';
import { decodeStaffImage } from './banners/staff-images.ts';
import { STAFF_MESSAGES } from './staff-messages.ts';
import { STAFF_PATHS } from './staff-paths.ts';
import { staffSignUp } from './staff-test-helpers.ts';

// A database of this file's own: other files' banners name fixed image ids (/img/staff/1, /7), which
// would make this file's uploads look published.
let clock = new Date('2026-12-01T00:00:00Z');
const { app, orm, services } = await createTestApp({ now: () => clock, ownDatabase: true });
const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);
const signUpStaff = staffSignUp(app, orm);
const staff = await signUpStaff();

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
/** An image cache of its own, empty: every variant is rendered. */
async function freshCache() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'yomiba-staff-images-'));
  dirs.push(dir);
  return new ImageCache({ dataDir: dir });
}

/** Busy pixels, so that a file's second half is picture data, not padding. */
const noisy = (format: 'jpeg' | 'png') => sharp({ create: { width: 640, height: 320, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })[format]().toBuffer();

/** A JPEG cut in half: its header (and so sharp's metadata) is intact, its scan data ends early. */
const truncatedJpeg = async () => {
  const jpeg = await noisy('jpeg');
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
};

/** A PNG whose first IDAT chunk is cut short, followed by a proper IEND: every chunk header still parses. */
const cutIdatPng = async () => {
  const png = await noisy('png');
  const idat = png.indexOf('IDAT');
  const dataLength = png.readUInt32BE(idat - 4);
  const iend = png.subarray(png.length - 12);
  return Buffer.concat([png.subarray(0, idat + 4 + Math.floor(dataLength / 4)), iend]);
};

const upload = (bytes: Uint8Array, type = 'image/png') =>
  app.request(`http://localhost${STAFF_PATHS.images}`, {
    method: 'POST',
    headers: { ...csrfHeaders, Cookie: `${csrfHeaders.Cookie}; ${staff.cookie}`, 'Content-Type': type },
    body: new Blob([new Uint8Array(bytes)]),
  });

async function uploaded(color: string): Promise<{ id: number; url: string }> {
  const response = await upload(await sharp({ create: { width: 600, height: 300, channels: 3, background: color } }).png().toBuffer());
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { image: { id: number; url: string } }).image;
}

/** A stored image whose bytes do not decode, put straight into the table (as an older upload check let through). */
async function corruptMaster(): Promise<number> {
  const [row] = await sql<{ id: number }>('insert into staff_image (content_type, width, height, bytes, uploaded_by, created_at) values (?, 640, 320, ?, ?, now()) returning id', ['image/png', await cutIdatPng(), staff.userId]);
  return row!.id;
}

const fetchImage = (url: string, cookie?: string) => app.request(`http://localhost${url}?w=320`, { headers: { Accept: 'image/webp', ...(cookie ? { Cookie: cookie } : {}) } });
const messageOf = async (response: Response) => ((await response.json()) as { message: { content: string } }).message.content;

describe('POST /api/staff/v1/images/ decodes the whole image', () => {
  it('refuses a truncated JPEG and a PNG with a cut IDAT with 422 and the Japanese message, and stores neither', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from staff_image');
    for (const [bytes, type] of [[await truncatedJpeg(), 'image/jpeg'], [await cutIdatPng(), 'image/png']] as const) {
      // The header alone looks fine: this is what the upload used to check.
      expect((await sharp(bytes).metadata()).width).toBe(640);
      const response = await upload(bytes, type);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ success: false, message: { content: STAFF_MESSAGES.imageCorrupt, label: 'string', level: 'warning' } });
    }
    expect(await sql<{ n: number }>('select count(*)::int as n from staff_image')).toEqual(before);
    // The same pictures whole are taken.
    expect((await upload(await noisy('jpeg'), 'image/jpeg')).status).toBe(200);
    expect((await upload(await noisy('png'))).status).toBe(200);
  });
});

describe('GET /img/staff/{id} of a stored image that does not decode', () => {
  it('answers 404, not 500, to every request', async () => {
    const id = await corruptMaster();
    for (let i = 0; i < 2; i += 1) {
      const response = await fetchImage(`/img/staff/${id}`, staff.cookie);
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('画像が見つかりませんでした。');
    }
  });

  it('decodes it once: the failure is remembered, whatever width or format is asked next', async () => {
    const id = await corruptMaster();
    const decode = vi.fn(decodeStaffImage);
    const api = createApi().route('/', staffImageRouter(services.staffConsole.images, { published: async () => true, isStaff: async () => false, cache: await freshCache(), decode }));
    const first = await api.request(`http://localhost/img/staff/${id}?w=320`, { headers: { Accept: 'image/webp' } });
    const second = await api.request(`http://localhost/img/staff/${id}?w=640`, { headers: { Accept: 'image/avif' } });
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(decode).toHaveBeenCalledTimes(1);
    // A good image through the same router still renders.
    const good = await uploaded('#2b7ad9');
    expect((await api.request(`http://localhost${good.url}?w=320`)).status).toBe(200);
  });
});

describe('GET /img/staff/{id}: public only once a published object shows the image', () => {
  const visitorAndMember = async () => [undefined, (await signUpMember(app)).cookie];

  it('answers 404 to visitors and members for an image only uploaded, and serves staff privately, never stored', async () => {
    const image = await uploaded('#d94a2b');
    for (const cookie of await visitorAndMember()) {
      const response = await fetchImage(image.url, cookie);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const forStaff = await fetchImage(image.url, staff.cookie);
    expect(forStaff.status).toBe(200);
    expect(forStaff.headers.get('content-type')).toBe('image/webp');
    expect(forStaff.headers.get('cache-control')).toBe('private, no-store');
    expect((await sharp(Buffer.from(await forStaff.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('keeps a draft banner\'s image from visitors, and serves it publicly for a year once the draft is published', async () => {
    const image = await uploaded('#1d4f73');
    const fields = { placement: 'top', image_url: image.url, alt: '画像公開の試験', link_url: '/book/free/', starts_at: null, ends_at: null, position: 0, version: 0 };
    const draft = ((await (await staff.post(`${STAFF_PATHS.drafts}banners/`, fields)).json()) as { draft: { id: number; version: number } }).draft;
    expect((await fetchImage(image.url)).status).toBe(404);
    expect((await fetchImage(image.url, staff.cookie)).headers.get('cache-control')).toBe('private, no-store');

    expect((await staff.post(`${STAFF_PATHS.drafts}${draft.id}/publish/`, { version: draft.version })).status).toBe(200);
    const published = await fetchImage(image.url);
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).toBe(CACHE_CONTROL.public);
    // Staff get the public answer too: nothing about it is theirs alone any more.
    expect((await fetchImage(image.url, staff.cookie)).headers.get('cache-control')).toBe(CACHE_CONTROL.public);
  });

  it("serves a scheduled banner's image only from the banner's start, and a trashed banner's not at all", async () => {
    const scheduled = await uploaded('#7a1d3b');
    const trashed = await uploaded('#3b7a1d');
    const create = async (url: string, startsAt: string | null) => {
      const response = await staff.post(STAFF_PATHS.banners, { placement: 'inhouse', image_url: url, alt: '画像公開の試験 予約', link_url: '/book/free/', starts_at: startsAt, ends_at: null, position: 0 });
      expect(response.status).toBe(200);
      return ((await response.json()) as { banner: { id: number; version: number } }).banner;
    };
    await create(scheduled.url, '2026-12-24T10:00');
    const gone = await create(`${trashed.url}?w=640`, null);
    expect((await staff.post(`${STAFF_PATHS.banners}${gone.id}/trash/`, { version: gone.version })).status).toBe(200);

    expect((await fetchImage(scheduled.url)).status).toBe(404);
    expect((await fetchImage(trashed.url)).status).toBe(404);
    clock = new Date('2026-12-24T01:00:00Z'); // 10:00 JST
    services.staffConsole.publishedImages.dropCached(); // (the banner service's timer does this at the start)
    expect((await fetchImage(scheduled.url)).status).toBe(200);
    // (Back in time, which no real clock does: the answers cached at the later time go too.)
    clock = new Date('2026-12-01T00:00:00Z');
    services.staffConsole.publishedImages.dropCached();
  });

  it('counts covers of titles and of published volumes, and switched-on site setting banners; a visitor enumerating ids finds only those', async () => {
    const [cover, futureVolume, setting, offSetting, nothing] = [await uploaded('#112233'), await uploaded('#223344'), await uploaded('#334455'), await uploaded('#445566'), await uploaded('#556677')];
    const [startedCard, futureCard] = [await uploaded('#667788'), await uploaded('#778899')];
    await sql(
      `insert into reward_stamp_card (code, label, message, thumbnail_url, slots, starts_at, created_at)
       values ('imgtest-started', '試験', '試験', ?, '[]', '2026-11-01T00:00:00Z', now()), ('imgtest-future', '試験', '試験', ?, '[]', '2027-02-01T00:00:00Z', now())`,
      [`${startedCard.url}?w=320`, futureCard.url],
    );
    await sql("insert into genre (code, slug, name_ja, label) values (901, 'imgtest', '画像試験', '画像試験')");
    const [publisher] = await sql<{ id: number }>("insert into publisher (name, name_kana) values ('画像試験出版', 'ガゾウシケンシュッパン') returning id");
    const [title] = await sql<{ id: number }>(
      "insert into title (title_code, title_name, title_kana, synopsis, genre_code, publisher_id, started_at, updated_at, cover_image_path) values ('IMGTEST01', '画像試験', 'ガゾウシケン', '', 901, ?, now(), now(), ?) returning id",
      [publisher!.id, cover.url],
    );
    await sql("insert into volume (title_id, serial_number, name, published_at, cover_image_path) values (?, 1, '第1巻', ?, ?)", [title!.id, '2027-01-01T00:00:00Z', futureVolume.url]);
    await sql("insert into site_setting (key, value) values ('imgtest.rectangleBanner', ?), ('imgtest.memberCouponBanner', ?)", [
      JSON.stringify({ enabled: true, imageUrl: setting.url, alt: '試験', linkUrl: '/' }),
      JSON.stringify({ enabled: false, imageUrl: offSetting.url, alt: '試験', linkUrl: '/' }),
    ]);

    const [{ max }] = (await sql<{ max: number }>('select max(id)::int as max from staff_image')) as [{ max: number }];
    const visible: number[] = [];
    for (let id = 1; id <= max + 2; id += 1) {
      const response = await fetchImage(`/img/staff/${id}`);
      expect([200, 404], `id ${id}`).toContain(response.status);
      if (response.status === 200) visible.push(id);
    }
    // This database's published images: the cover, the switched-on setting, the started card, and the published banner of the test above.
    const [bannerImage] = await sql<{ url: string }>("select image_url as url from staff_banner where alt = '画像公開の試験' and deleted_at is null");
    expect(visible).toEqual([Number(bannerImage!.url.split('/').pop()), cover.id, setting.id, startedCard.id].sort((a, b) => a - b));
    for (const hidden of [futureVolume, offSetting, nothing, futureCard]) expect(visible).not.toContain(hidden.id);

    clock = new Date('2027-01-01T00:00:00Z');
    services.staffConsole.publishedImages.dropCached();
    expect((await fetchImage(futureVolume.url)).status).toBe(200);
    clock = new Date('2026-12-01T00:00:00Z');
    services.staffConsole.publishedImages.dropCached();
  });
});
