import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { signUpMember } from '#platform/testing/members.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { STAFF_PATHS } from './staff-paths.ts';

/** An uploaded image that became an adult title's cover is the adult rule's, as the catalogue's covers are. */
const { app, orm } = await createTestApp();
const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);

const staff = await signUpMember(app);
await sql('update app_user set is_staff = true where id = ?', [staff.userId]);

async function upload(): Promise<string> {
  const response = await app.request(`http://localhost${STAFF_PATHS.images}`, {
    method: 'POST',
    headers: { ...csrfHeaders, Cookie: `${csrfHeaders.Cookie}; ${staff.cookie}`, 'Content-Type': 'image/png' },
    body: new Blob([new Uint8Array(await sharp({ create: { width: 400, height: 560, channels: 3, background: '#d92b6c' } }).png().toBuffer())]),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { image: { url: string } }).image.url;
}

const [adultTitle] = await sql<{ id: number; cover: string | null }>('select id, cover_image_path as cover from title where is_adult order by id limit 1');
afterAll(async () => {
  await sql('update title set cover_image_path = ? where id = ?', [adultTitle!.cover, adultTitle!.id]);
  await sql("delete from staff_banner where alt = '成人向け表紙の試験'");
});

describe('GET /img/staff/{id}', () => {
  it("serves an adult title's uploaded cover only to members allowed adult content, never to a shared cache", async () => {
    const cover = await upload();
    const plain = await upload();
    await sql('update title set cover_image_path = ? where id = ?', [cover, adultTitle!.id]);
    // The other one on a published banner: public like any image a published object shows.
    expect((await staff.post(STAFF_PATHS.banners, { placement: 'inhouse', image_url: plain, alt: '成人向け表紙の試験', link_url: '/book/free/', starts_at: null, ends_at: null, position: 0 })).status).toBe(200);
    const member = await signUpMember(app);
    const adult = await signUpMember(app);
    await sql('update app_user set user_valid_adult = 1 where id = ?', [adult.userId]);
    const get = (path: string, cookie?: string) => app.request(`http://localhost${path}?w=320`, { headers: cookie ? { Cookie: cookie } : {} });

    expect((await get(cover)).status).toBe(403);
    expect((await get(cover, member.cookie)).status).toBe(403);
    const allowed = await get(cover, adult.cookie);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toContain('private');
    const open = await get(plain);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toContain('public');
  });
});
