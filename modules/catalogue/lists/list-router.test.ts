import { describe, expect, it } from 'vitest';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';

const { app, orm } = await createTestApp();
const anonymous = clientFor(app, csrfHeaders.Cookie);

type Body = { success: boolean; results: { titleCode: string; getAdultFlag: boolean; genreCode: number }[]; titleCount: number; maxPage: number; page: number; selectedSortBy: number };

const count = async (where: string) =>
  Number(((await orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from title where ${where}`)) as [{ n: string }])[0].n);

describe('GET /api/v1/titles/…', () => {
  it('answers a list page as JSON, shared by visitors', async () => {
    const response = await anonymous.get('/api/v1/titles/free/?page=2&sort=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const body = (await response.json()) as Body;
    expect(body).toMatchObject({ success: true, page: 2, selectedSortBy: 2, titleCount: await count('(is_free or is_free_for_wait) and not is_adult') });
  });

  it('normalises bad parameters and refuses unknown lists and genres', async () => {
    const body = (await (await anonymous.get('/api/v1/titles/end/?sort=9&page=x')).json()) as Body;
    expect(body).toMatchObject({ page: 1, selectedSortBy: 3 });
    const unknown = await anonymous.get('/api/v1/titles/everything/');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: { content: string } }).message.content).toBeTruthy();
    expect((await anonymous.get('/api/v1/titles/genre/nope/')).status).toBe(404);
    expect((await anonymous.get('/api/v1/titles/genre/%3Cx%3E/')).status).toBe(400);
  });

  it('TL titles only for an adult-valid member, whose answer is private', async () => {
    const visitor = (await (await anonymous.get('/api/v1/titles/genre/tl/')).json()) as Body;
    expect(visitor.results).toEqual([]);
    const all = (await (await anonymous.get('/api/v1/titles/all/')).json()) as Body;
    expect(all.titleCount).toBe(await count('not is_adult'));
    const member = await signUpMember(app);
    expect((await member.post('/api/user/v1/profile/adult-setting/', { enabled: true })).status).toBe(200);
    const response = await member.get('/api/v1/titles/genre/TL/');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const adult = (await response.json()) as Body;
    expect(adult.titleCount).toBe(await count('genre_code = 1122'));
    expect(adult.results.every((t) => t.getAdultFlag && t.genreCode === 1122)).toBe(true);
  });
});
