import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { clientFor, signUpMember, TEST_PASSWORD } from '#platform/testing/members.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { User } from './entities/user.ts';
import { SocialIdentity } from './social/social-identity.ts';

const { app, orm } = await createTestApp();

const userOf = async (cookie: string) => ((await (await clientFor(app, cookie).get('/api/v1/initialize/')).json()) as { is_login: boolean; user: Record<string, unknown> | null });

describe('profile API', () => {
  it('refuses visitors with 401 and the login message', async () => {
    const response = await clientFor(app).post('/api/user/v1/profile/', { display_name: 'よみば' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, message: { content: '利用にはログインが必要です' } });
  });

  it('needs the CSRF token', async () => {
    const member = await signUpMember(app);
    const response = await app.request('http://localhost/api/user/v1/profile/adult-setting/', { method: 'POST', headers: { Cookie: member.cookie } });
    expect(response.status).toBe(403);
    expect((await userOf(member.cookie)).user!.userValidAdult).toBe(2);
  });

  it('changes the display name, trimmed, and refuses empty or long ones with field messages', async () => {
    const member = await signUpMember(app);
    expect((await member.post('/api/user/v1/profile/', { display_name: '  漫画好き  ' })).status).toBe(200);
    expect((await userOf(member.cookie)).user!.userDisplayName).toBe('漫画好き');
    for (const display_name of ['   ', 'あ'.repeat(31)]) {
      const response = await member.post('/api/user/v1/profile/', { display_name });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { path: string; message: string }[] };
      expect(body.errors[0]!.path).toBe('display_name');
      expect(body.errors[0]!.message).toMatch(/表示名/);
    }
    expect((await userOf(member.cookie)).user!.userDisplayName).toBe('漫画好き');
  });

  it('sets a preset icon and refuses others', async () => {
    const member = await signUpMember(app);
    expect((await member.post('/api/user/v1/profile/icon/', { icon: 3 })).status).toBe(200);
    expect((await userOf(member.cookie)).user!.userImageUrl).toBe('/icons/profile-3.svg');
    for (const icon of [0, 9, 1.5, '2']) expect((await member.post('/api/user/v1/profile/icon/', { icon })).status).toBe(400);
  });

  it('stores the account holder name; needs one of the two, refuses digits and symbols', async () => {
    const member = await signUpMember(app);
    const missing = await member.post('/api/user/v1/profile/account-holder/', { first_name: '', last_name: ' ' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('姓または名を入力してください');
    expect((await member.post('/api/user/v1/profile/account-holder/', { last_name: '山田1' })).status).toBe(400);
    expect((await member.post('/api/user/v1/profile/account-holder/', { last_name: '<b>' })).status).toBe(400);
    const ok = await member.post('/api/user/v1/profile/account-holder/', { last_name: '山田', first_name: 'はなこ' });
    expect(ok.status).toBe(200);
    const user = (await userOf(member.cookie)).user!;
    expect([user.accountHolderLastName, user.accountHolderFirstName]).toEqual(['山田', 'はなこ']);
    await member.post('/api/user/v1/profile/account-holder/', { last_name: 'ヤマダ' });
    expect((await userOf(member.cookie)).user!.accountHolderFirstName).toBe('');
  });

  it('turns the adult setting on with no payload (spec) and off with enabled false', async () => {
    const member = await signUpMember(app);
    expect((await userOf(member.cookie)).user!.userValidAdult).toBe(2);
    const on = await member.post('/api/user/v1/profile/adult-setting/');
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ success: true, userValidAdult: 1 });
    expect((await userOf(member.cookie)).user!.userValidAdult).toBe(1);
    await member.post('/api/user/v1/profile/adult-setting/', { enabled: false });
    expect((await userOf(member.cookie)).user!.userValidAdult).toBe(0);
    expect((await member.post('/api/user/v1/profile/adult-setting/', '{"enabled":"yes"}')).status).toBe(400);
    expect((await member.post('/api/user/v1/profile/adult-setting/', '{oops')).status).toBe(400);
  });

  it('turns the new-episode mail on and off, and refuses anything but a boolean', async () => {
    const member = await signUpMember(app);
    const setting = async () => (await orm.em.fork().findOneOrFail(User, member.userId)).episodeMail;
    expect(await setting()).toBe(false);
    const on = await member.post('/api/user/v1/profile/episode-mail/', { enabled: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ success: true, enabled: true, message: { content: 'お気に入りの作品の更新をメールでお知らせします。' } });
    expect(await setting()).toBe(true);
    for (const body of ['{"enabled":"yes"}', '{}', '{oops']) {
      const refused = await member.post('/api/user/v1/profile/episode-mail/', body);
      expect(refused.status).toBe(400);
    }
    expect(await setting()).toBe(true);
    await member.post('/api/user/v1/profile/episode-mail/', { enabled: false });
    expect(await setting()).toBe(false);
    expect((await clientFor(app).post('/api/user/v1/profile/episode-mail/', { enabled: true })).status).toBe(401);
  });

  it('changes only the signed-in member, whatever ids the body carries (no IDOR)', async () => {
    const a = await signUpMember(app);
    const b = await signUpMember(app);
    await a.post('/api/user/v1/profile/', { display_name: 'Aさん', user_id: b.userId, userId: b.userId });
    expect((await userOf(b.cookie)).user!.userDisplayName).not.toBe('Aさん');
    expect((await userOf(a.cookie)).user!.userDisplayName).toBe('Aさん');
  });

  it('deletes the account: needs the confirm text and the password, clears personal data, ends every session', async () => {
    const member = await signUpMember(app);
    const second = await clientFor(app).post('/api/v1/signin/', { email: member.email, password: TEST_PASSWORD });
    const otherCookie = second.headers.getSetCookie().find((c) => c.startsWith('yomiba_session='))!.split(';')[0]!;
    expect((await member.post('/api/user/v1/profile/delete/', { confirm: 'はい', password: TEST_PASSWORD })).status).toBe(400);
    const wrong = await member.post('/api/user/v1/profile/delete/', { confirm: '退会する', password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect((await userOf(member.cookie)).is_login).toBe(true);

    const em = orm.em.fork();
    em.create(SocialIdentity, { user: member.userId, provider: 'line', subject: `U${member.userId}`, linkedAt: new Date(), createdAccount: false });
    await em.flush();
    const done = await member.post('/api/user/v1/profile/delete/', { confirm: '退会する', password: TEST_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.headers.getSetCookie().some((c) => c.startsWith('yomiba_session=;'))).toBe(true);
    expect((await userOf(member.cookie)).is_login).toBe(false);
    expect((await userOf(otherCookie)).is_login).toBe(false);
    const row = await orm.em.fork().findOneOrFail(User, { id: member.userId });
    expect([row.email, row.passwordHash, row.displayName]).toEqual([null, null, '退会済みユーザー']);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await orm.em.fork().count(SocialIdentity, { user: member.userId })).toBe(0);
    const again = await clientFor(app).post('/api/v1/signin/', { email: member.email, password: TEST_PASSWORD });
    expect(again.status).toBe(401);
    // The address can be used for a new account.
    expect((await signUpMember(app, member.email)).userId).not.toBe(member.userId);
  });

  it('refuses oversized bodies with 413', async () => {
    const member = await signUpMember(app);
    const response = await app.request('http://localhost/api/user/v1/profile/', {
      method: 'POST',
      headers: { ...csrfHeaders, 'Content-Type': 'application/json', Cookie: `${csrfHeaders.Cookie}; ${member.cookie}` },
      body: JSON.stringify({ display_name: 'x'.repeat(10_000) }),
    });
    expect(response.status).toBe(413);
  });
});
