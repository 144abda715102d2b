import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { MemberMessage } from './entities/member-message.ts';
import { noticeMessages } from './notice-messages.ts';
import { createMember, requester } from './test-members.ts';

const testApp = await createTestApp();
const { app, orm, services } = testApp;
const { get, post } = requester(app);
const messages = services.notices.messages;

const readAt = async (id: number) => (await orm.em.fork().findOneOrFail(MemberMessage, id)).readAt;

describe('GET /api/v1/message/', () => {
  it("lists the member's own messages newest first, with read state and unread count", async () => {
    const alice = await createMember(testApp);
    const bob = await createMember(testApp);
    const older = await messages.send(alice.userId, { title: 'コイン付与のお知らせ', body: 'お詫びとして100コインを付与しました。', sentAt: new Date(Date.now() - 3_600_000) });
    const newer = await messages.send(alice.userId, { title: 'お問い合わせへの回答', body: 'お問い合わせいただいた件について回答いたします。' });
    await messages.send(bob.userId, { title: 'ボブ宛て', body: 'ほかの会員には見えません。' });
    await messages.markRead(alice.userId, older);

    const response = await get('/api/v1/message/', alice);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = await response.json();
    expect(body.messages.map((m: { id: number }) => m.id)).toEqual([newer, older]);
    expect(body.messages[0]).toMatchObject({ title: 'お問い合わせへの回答', isRead: false, readAt: null });
    expect(body.messages[1]).toMatchObject({ title: 'コイン付与のお知らせ', isRead: true, readAt: expect.any(String) });
    expect(body.unread_count).toBe(1);
    expect(body.pagination).toMatchObject({ page: 1, total: 2, totalPages: 1 });
  });

  it('is for members only', async () => {
    const response = await get('/api/v1/message/');
    expect(response.status).toBe(401);
    expect((await response.json()).success).toBe(false);
  });

  it('refuses a bad page number with 400', async () => {
    const member = await createMember(testApp);
    const response = await get('/api/v1/message/?page=0', member);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([{ path: 'page', message: noticeMessages.pageInvalid }]);
  });
});

describe('POST /api/v1/message/{id}/read/', () => {
  it('marks the member’s own message read, idempotently', async () => {
    const member = await createMember(testApp);
    const id = await messages.send(member.userId, { title: '既読テスト', body: '本文' });
    const response = await post(`/api/v1/message/${id}/read/`, {}, member);
    expect(response.status).toBe(200);
    expect((await response.json()).success).toBe(true);
    const first = await readAt(id);
    expect(first).toBeInstanceOf(Date);
    expect((await post(`/api/v1/message/${id}/read/`, {}, member)).status).toBe(200);
    expect(await readAt(id)).toEqual(first);
  });

  it("never reads or marks another member's message: 404 exactly like an id that does not exist", async () => {
    const alice = await createMember(testApp);
    const bob = await createMember(testApp);
    const bobs = await messages.send(bob.userId, { title: '個人宛て', body: '本人だけが読めます。' });

    const foreign = await post(`/api/v1/message/${bobs}/read/`, {}, alice);
    const missing = await post('/api/v1/message/2147483000/read/', {}, alice);
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());
    expect(await readAt(bobs)).toBeNull();

    const list = await (await get('/api/v1/message/', alice)).json();
    expect(list.messages.map((m: { id: number }) => m.id)).not.toContain(bobs);
  });

  it('needs a member, the CSRF token and a well-formed id', async () => {
    const member = await createMember(testApp);
    const id = await messages.send(member.userId, { title: '確認', body: '本文' });
    expect((await post(`/api/v1/message/${id}/read/`, {})).status).toBe(401);
    expect((await post(`/api/v1/message/${id}/read/`, {}, member, { csrf: false })).status).toBe(403);
    const bad = await post('/api/v1/message/abc/read/', {}, member);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([{ path: 'id', message: noticeMessages.idInvalid }]);
    expect(await readAt(id)).toBeNull();
  });
});
