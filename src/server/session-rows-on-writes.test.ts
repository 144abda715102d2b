/**
 * A member's kept session row (decision 063) is dropped by a change to what it carries — profile, terms
 * agreement — and not by the member's other writes (favourites, reads, draws), which would otherwise
 * read it again on their next request (decision 073).
 */
import { describe, expect, it } from 'vitest';
import { signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from './testing/test-app.ts';

const { app, orm, services } = await createTestApp();

const nameOf = async (member: { get: (path: string) => Promise<Response> }) =>
  ((await (await member.get('/api/v1/initialize/')).json()) as { user: { userDisplayName: string } | null }).user?.userDisplayName;
/** A change nobody announces (an operator's SQL): it shows only once the member's row is read again. */
const renameQuietly = (userId: number, name: string) => orm.em.fork().getConnection().execute('update app_user set display_name = ? where id = ?', [name, userId]);

describe("a member's kept session row", () => {
  it('stays through a favourite, and goes with a terms agreement', async () => {
    const [title] = await orm.em.fork().execute<{ code: string }[]>('select title_code as code from title where not is_adult order by id limit 1');
    const member = await signUpMember(app);
    const before = await nameOf(member);
    await renameQuietly(member.userId, '静かな改名');
    expect((await member.post('/api/v1/favorite/', { favorite: '1', title_code: title!.code })).status).toBe(200);
    expect(await nameOf(member)).toBe(before);

    const term = await services.notices.terms.currentTerm('terms');
    expect(term).toBeTruthy();
    expect((await member.post('/api/v2/agree_policy/', { agree_type: 'terms', version: term!.version })).status).toBe(200);
    expect(await nameOf(member)).toBe('静かな改名');
  });

  it('goes with a profile change', async () => {
    const member = await signUpMember(app);
    await nameOf(member);
    await renameQuietly(member.userId, '別名');
    expect((await member.post('/api/user/v1/profile/', { display_name: '新しい名前' })).status).toBe(200);
    expect(await nameOf(member)).toBe('新しい名前');
  });
});
