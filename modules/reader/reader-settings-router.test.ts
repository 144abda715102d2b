import { describe, expect, it } from 'vitest';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { signUpMember, type TestMember } from '#platform/testing/members.ts';
import { apiTestClient, createTestApp } from '#src/server/testing/test-app.ts';

const { app, orm } = await createTestApp();
const PATH = '/api/v1/reader/settings/';

const titleWhere = async (where: string) =>
  (await orm.em.getConnection().execute<{ code: string }[]>(`select title_code as code from title where ${where} order by id limit 1`))[0]!.code;

/** PUT with the session and, unless told otherwise, the CSRF pair. */
function put(member: TestMember | null, body: unknown, options: { csrf?: boolean } = {}) {
  const csrf = options.csrf ?? true;
  const cookie = [csrf ? csrfHeaders.Cookie : '', member?.cookie ?? ''].filter(Boolean).join('; ');
  return app.request(`http://localhost${PATH}`, {
    method: 'PUT',
    headers: { ...(csrf ? csrfHeaders : {}), 'Content-Type': 'application/json', 'User-Agent': 'vitest', Cookie: cookie },
    body: JSON.stringify(body),
  });
}
/** GET through the typed client, as the member: a success's `json()` is typed by the route. */
const read = async (member: TestMember, code: string) => apiTestClient(app, { Cookie: member.cookie }).api.v1.reader.settings.index.$get({ query: { title_code: code } });

describe('reader settings per member and title', () => {
  it('are null until saved, then the saved values, replaced by the next save, and kept apart per member and title', async () => {
    const [first, second] = [await titleWhere('not is_adult'), await titleWhere("not is_adult and title_code > 'YB000005'")];
    const alice = await signUpMember(app);
    const bob = await signUpMember(app);
    expect(await (await read(alice, first)).json()).toEqual({ success: true, settings: null });
    const saved = await put(alice, { title_code: first, direction: 'ltr', spread: 'single', mode: 'paged' });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await (await read(alice, first)).json()).toEqual({ success: true, settings: { direction: 'ltr', spread: 'single', mode: 'paged' } });
    await put(alice, { title_code: first, direction: 'rtl', spread: 'auto', mode: 'vertical' });
    expect((await (await read(alice, first)).json()).settings).toEqual({ direction: 'rtl', spread: 'auto', mode: 'vertical' });
    expect((await (await read(alice, second)).json()).settings).toBeNull();
    expect((await (await read(bob, first)).json()).settings).toBeNull();
    const [rows] = await orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from reader_setting where user_id = ?', [alice.userId]);
    expect(Number(rows!.n)).toBe(1);
  });

  it('need a member (401) and the CSRF token on writes (403)', async () => {
    const code = await titleWhere('not is_adult');
    expect((await app.request(`http://localhost${PATH}?title_code=${code}`)).status).toBe(401);
    expect((await put(null, { title_code: code, direction: 'ltr', spread: 'auto', mode: 'paged' })).status).toBe(401);
    const member = await signUpMember(app);
    expect((await put(member, { title_code: code, direction: 'ltr', spread: 'auto', mode: 'paged' }, { csrf: false })).status).toBe(403);
    expect((await (await read(member, code)).json()).settings).toBeNull();
  });

  it('answer 404 for an unknown title and for an adult title until the member confirmed their age', async () => {
    const adult = await titleWhere('is_adult');
    const member = await signUpMember(app);
    const body = { title_code: adult, direction: 'ltr', spread: 'auto', mode: 'paged' };
    expect((await read(member, 'NOPE0000')).status).toBe(404);
    expect((await put(member, { ...body, title_code: 'NOPE0000' })).status).toBe(404);
    expect((await read(member, adult)).status).toBe(404);
    expect((await put(member, body)).status).toBe(404);
    await member.post('/api/user/v1/profile/adult-setting/');
    expect((await put(member, body)).status).toBe(200);
    expect((await (await read(member, adult)).json()).settings).toEqual({ direction: 'ltr', spread: 'auto', mode: 'paged' });
  });

  it('reject malformed input with 400 and the zod message, saving nothing', async () => {
    const code = await titleWhere('not is_adult');
    const member = await signUpMember(app);
    const cases: [unknown, string][] = [
      [{ title_code: code, direction: 'up', spread: 'auto', mode: 'paged' }, 'direction は rtl か ltr で指定してください'],
      [{ title_code: code, direction: 'rtl', spread: 'double', mode: 'paged' }, 'spread は auto か single で指定してください'],
      [{ title_code: code, direction: 'rtl', spread: 'auto' }, 'mode は paged か vertical で指定してください'],
      [{ title_code: '<x>', direction: 'rtl', spread: 'auto', mode: 'paged' }, 'title_code が正しくありません'],
    ];
    for (const [body, message] of cases) {
      const response = await put(member, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: { message: string }[] }).errors.map((e) => e.message)).toContain(message);
    }
    expect((await member.get(PATH)).status).toBe(400);
    expect((await (await read(member, code)).json()).settings).toBeNull();
  });
});
