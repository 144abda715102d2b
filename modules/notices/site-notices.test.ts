import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { noticeMessages } from './notice-messages.ts';
import { createMember, requester } from './test-members.ts';

const testApp = await createTestApp();
const { app, orm, services } = testApp;
const { get, post, initialize } = requester(app);
const notices = services.notices.siteNotices;

const publishedCount = async () =>
  Number((await orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from site_notice where published_at <= now()'))[0]!.n);

describe('GET /api/v1/info/', () => {
  it('lists published notices newest first, with the launch notices seeded', async () => {
    const response = await get('/api/v1/info/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.pagination.total).toBeGreaterThanOrEqual(8);
    expect(body.notices.length).toBe(Math.min(20, body.pagination.total));
    const dates = body.notices.map((n: { publishedAt: string }) => Date.parse(n.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Object.keys(body.notices[0]).sort()).toEqual(['category', 'categoryLabel', 'id', 'isRead', 'publishedAt', 'title']);
    expect(body.notices.some((n: { title: string }) => n.title.includes('メンテナンス'))).toBe(true);
  });

  it('puts a new notice on top and hides a scheduled one until its time', async () => {
    const fresh = await notices.publish({ category: 'feature', title: 'テスト：新着のお知らせ', body: '本文です。' });
    const scheduled = await notices.publish({ category: 'campaign', title: 'テスト：予約中のお知らせ', body: '公開前です。', publishedAt: new Date(Date.now() + 86_400_000) });
    const body = await (await get('/api/v1/info/')).json();
    const ids = body.notices.map((n: { id: number }) => n.id);
    expect(ids).toContain(fresh);
    expect(ids).not.toContain(scheduled);
    expect((await get(`/api/v1/info/${scheduled}/`)).status).toBe(404);
  });

  it('pages through the notices', async () => {
    for (let i = 0; i < 15; i++) await notices.publish({ category: 'info', title: `テスト：ページ送り ${i}`, body: '本文', publishedAt: new Date(Date.now() - 60_000 - i * 1000) });
    const first = await (await get('/api/v1/info/?page=1')).json();
    const second = await (await get('/api/v1/info/?page=2')).json();
    expect(first.pagination).toMatchObject({ page: 1, perPage: 20 });
    expect(second.pagination.page).toBe(2);
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.total / 20));
    expect(second.notices.length).toBe(Math.min(20, first.pagination.total - 20));
    const firstIds = new Set(first.notices.map((n: { id: number }) => n.id));
    expect(second.notices.every((n: { id: number }) => !firstIds.has(n.id))).toBe(true);
  });

  it('refuses a bad page number with 400', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '100000']) {
      const response = await get(`/api/v1/info/?page=${page}`);
      expect(response.status, page).toBe(400);
      expect((await response.json()).errors).toEqual([{ path: 'page', message: noticeMessages.pageInvalid }]);
    }
  });

  it('shows visitors no read marks, and members theirs', async () => {
    const visitor = await (await get('/api/v1/info/')).json();
    expect(visitor.notices.every((n: { isRead: unknown }) => n.isRead === null)).toBe(true);
    const member = await createMember(testApp);
    const before = await (await get('/api/v1/info/', member)).json();
    expect(before.notices.every((n: { isRead: unknown }) => n.isRead === false)).toBe(true);
    const target = before.notices[1].id;
    expect((await post(`/api/v1/info/${target}/read/`, {}, member)).status).toBe(200);
    const after = await (await get('/api/v1/info/', member)).json();
    expect(after.notices.filter((n: { isRead: boolean }) => n.isRead).map((n: { id: number }) => n.id)).toEqual([target]);
  });
});

describe('GET /api/v1/info/{id}/', () => {
  it('answers one notice with its body', async () => {
    const id = await notices.publish({ category: 'maintenance', title: 'テスト：メンテナンス', body: '日時：2026年12月1日\n\n内容：保守作業' });
    const response = await get(`/api/v1/info/${id}/`);
    expect(response.status).toBe(200);
    expect((await response.json()).notice).toMatchObject({ id, category: 'maintenance', categoryLabel: 'メンテナンス', title: 'テスト：メンテナンス', body: '日時：2026年12月1日\n\n内容：保守作業', isRead: null });
  });

  it('answers an unknown id with 404 (not-found label) and a malformed one with 400', async () => {
    const unknown = await get('/api/v1/info/2147483000/');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: { content: noticeMessages.noticeNotFound, label: 'notfound', level: 'warning' } });
    for (const id of ['abc', '0', '01', '99999999999', '1e3']) {
      const response = await get(`/api/v1/info/${id}/`);
      expect(response.status, id).toBe(400);
      expect((await response.json()).errors[0].path).toBe('id');
    }
  });
});

describe('unreadInfoCount', () => {
  it('counts the published notices a member has not opened and drops by one per notice read', async () => {
    const member = await createMember(testApp);
    const total = await publishedCount();
    expect((await initialize(member)).user.unreadInfoCount).toBe(total);

    const id = await notices.publish({ category: 'info', title: 'テスト：既読', body: '本文' });
    expect((await initialize(member)).user.unreadInfoCount).toBe(total + 1);

    const read = await post(`/api/v1/info/${id}/read/`, {}, member);
    expect(read.status).toBe(200);
    expect((await read.json()).unread_info_count).toBe(total);
    // Reading it again changes nothing.
    expect((await (await post(`/api/v1/info/${id}/read/`, {}, member)).json()).unread_info_count).toBe(total);
    expect((await initialize(member)).user.unreadInfoCount).toBe(total);
    expect((await (await get(`/api/v1/info/${id}/`, member)).json()).notice.isRead).toBe(true);

    // Read marks are per member.
    const other = await createMember(testApp);
    expect((await initialize(other)).user.unreadInfoCount).toBe(total + 1);
  });

  it('marks only for members, behind CSRF, and only notices that exist', async () => {
    const [{ id }] = (await (await get('/api/v1/info/')).json()).notices;
    expect((await post(`/api/v1/info/${id}/read/`, {})).status).toBe(401);
    const member = await createMember(testApp);
    expect((await post(`/api/v1/info/${id}/read/`, {}, member, { csrf: false })).status).toBe(403);
    const missing = await post('/api/v1/info/2147483000/read/', {}, member);
    expect(missing.status).toBe(404);
    expect((await missing.json()).success).toBe(false);
  });
});
