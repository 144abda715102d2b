import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';

const { app, orm } = await createTestApp();

/** A free story of an adult (TL/BL) title, from the demo seed. */
const rows = await orm.em
  .getConnection()
  .execute<{ code: string; v: number; s: number }[]>(
    'select t.title_code as code, v.serial_number as v, s.story_number as s from story s join title t on t.id = s.title_id join volume v on v.id = s.volume_id where t.is_adult and s.payment_type = 1 order by s.id limit 1',
  );
const adult = rows[0]!;
const cover = `/img/cover/${adult.code}?w=120`;
const page = `/img/page/${adult.code}/${adult.v}/${adult.s}/1?w=480`;

describe('adult images through the real API (covers and pages of TL/BL titles)', () => {
  it('refuses visitors and members who are not adult-valid, with no image bytes', async () => {
    const visitor = clientFor(app);
    const member = await signUpMember(app);
    for (const client of [visitor, member]) {
      for (const path of [cover, page]) {
        const response = await client.get(path);
        expect(response.status).toBe(403);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
      }
    }
  });

  it('serves them privately once the member has turned the adult setting on, and refuses again after turning it off', async () => {
    const member = await signUpMember(app);
    expect((await member.post('/api/user/v1/profile/adult-setting/')).status).toBe(200);
    // Pages through the signed URL the viewer is given (decision 019); the bare address stays refused.
    const urls = (await (await member.get(`/api/v1/viewer/page-urls/?title=${adult.code}&volume=${adult.v}&story=${adult.s}`)).json()) as { data: { pages: { token: string }[] } };
    const signedPage = `${page}&t=${urls.data.pages[0]!.token}`;
    for (const path of [cover, signedPage]) {
      const response = await member.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
      expect(response.headers.get('cache-control')).toMatch(/^private/);
    }
    expect((await member.get(page)).status).toBe(403);
    await member.post('/api/user/v1/profile/adult-setting/', { enabled: false });
    expect((await member.get(signedPage)).status).toBe(403);
  });

  it('still serves general covers to everyone, publicly', async () => {
    const [general] = await orm.em.getConnection().execute<{ code: string }[]>('select title_code as code from title where not is_adult order by id limit 1');
    const response = await clientFor(app).get(`/img/cover/${general!.code}?w=120`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
  });
});
