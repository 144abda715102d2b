import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { apiTestClient, createTestApp } from '#src/server/testing/test-app.ts';

const { app, orm } = await createTestApp();

const titleWhere = async (where: string) =>
  (await orm.em.getConnection().execute<{ code: string; favs: number }[]>(`select title_code as code, favorite_count as favs from title where ${where} order by id limit 1`))[0]!;
/** The favourite toggle through the typed client, as this member (session and CSRF pair). */
const toggle = (member: { cookie: string }, json: { favorite: '1' | '0' | 1 | 0; title_code: string }) =>
  apiTestClient(app, { ...csrfHeaders, Cookie: `${csrfHeaders.Cookie}; ${member.cookie}` }).api.v1.favorite.index.$post({ json });
const favsOf = async (code: string) => (await orm.em.getConnection().execute<{ favs: number }[]>('select favorite_count as favs from title where title_code = ?', [code]))[0]!.favs;

describe('POST /api/v1/favorite/', () => {
  it('adds and removes a favourite, moving favs by one, and repeating changes nothing', async () => {
    const title = await titleWhere('not is_adult');
    const member = await signUpMember(app);
    const added = await member.post('/api/v1/favorite/', { favorite: '1', title_code: title.code });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ success: true, isFavorite: true, favs: title.favs + 1, message: { content: 'お気に入りに追加しました' } });
    expect(await (await toggle(member, { favorite: '1', title_code: title.code })).json()).toMatchObject({ favs: title.favs + 1 });
    expect(await (await toggle(member, { favorite: '0', title_code: title.code })).json()).toMatchObject({ isFavorite: false, favs: title.favs });
    expect(await (await toggle(member, { favorite: 0, title_code: title.code })).json()).toMatchObject({ favs: title.favs });
  });

  it('stays exact under 50 concurrent toggles from 25 members', async () => {
    const title = await titleWhere("not is_adult and title_code > 'YB000010'");
    const before = await favsOf(title.code);
    const members = await Promise.all(Array.from({ length: 25 }, () => signUpMember(app)));
    // Each member sends "add" twice at once; then every other member sends "remove" twice at once.
    await Promise.all(members.flatMap((m) => [m.post('/api/v1/favorite/', { favorite: '1', title_code: title.code }), m.post('/api/v1/favorite/', { favorite: '1', title_code: title.code })]));
    expect(await favsOf(title.code)).toBe(before + 25);
    const leaving = members.filter((_, i) => i % 2 === 0);
    await Promise.all(leaving.flatMap((m) => [m.post('/api/v1/favorite/', { favorite: '0', title_code: title.code }), m.post('/api/v1/favorite/', { favorite: '0', title_code: title.code })]));
    expect(await favsOf(title.code)).toBe(before + 25 - leaving.length);
    const [rows] = await orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from favorite f join title t on t.id = f.title_id where t.title_code = ?', [title.code]);
    expect(Number(rows!.n)).toBe(25 - leaving.length);
  });

  it('needs a member (401), a known title (404), a visible one (adult: 404 unless adult-valid), and valid input (400)', async () => {
    const general = await titleWhere('not is_adult');
    const adult = await titleWhere('is_adult');
    expect((await clientFor(app).post('/api/v1/favorite/', { favorite: '1', title_code: general.code })).status).toBe(401);
    const member = await signUpMember(app);
    expect((await member.post('/api/v1/favorite/', { favorite: '1', title_code: 'NOPE0000' })).status).toBe(404);
    expect((await member.post('/api/v1/favorite/', { favorite: '1', title_code: adult.code })).status).toBe(404);
    await member.post('/api/user/v1/profile/adult-setting/');
    expect((await member.post('/api/v1/favorite/', { favorite: '1', title_code: adult.code })).status).toBe(200);
    for (const body of [{ favorite: 'yes', title_code: general.code }, { favorite: '1' }, { favorite: '1', title_code: '<x>' }]) {
      const response = await member.post('/api/v1/favorite/', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/v1/favorite/?title_code=', () => {
  it("gives the member's flag and the count, needs a member, refuses adult titles to others and bad codes", async () => {
    const title = await titleWhere("not is_adult and title_code > 'YB000020'");
    const adult = await titleWhere('is_adult');
    expect((await clientFor(app).get(`/api/v1/favorite/?title_code=${title.code}`)).status).toBe(401);
    const member = await signUpMember(app);
    expect(await (await member.get(`/api/v1/favorite/?title_code=${title.code}`)).json()).toMatchObject({ success: true, isFavorite: false, favs: await favsOf(title.code) });
    await member.post('/api/v1/favorite/', { favorite: '1', title_code: title.code });
    const after = await member.get(`/api/v1/favorite/?title_code=${title.code}`);
    expect(after.headers.get('cache-control')).toBe('private, no-store');
    expect(await after.json()).toMatchObject({ isFavorite: true, favs: await favsOf(title.code) });
    expect((await member.get(`/api/v1/favorite/?title_code=${adult.code}`)).status).toBe(404);
    expect((await member.get('/api/v1/favorite/?title_code=%3Cx%3E')).status).toBe(400);
    expect((await member.get('/api/v1/favorite/')).status).toBe(400);
  });
});
