import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { signUpMember } from '#platform/testing/members.ts';
import { STAFF_PATHS } from './staff-paths.ts';

const clock = new Date('2026-12-01T00:00:00Z');
const { app, orm } = await createTestApp({ now: () => clock });

describe('GET /api/v1/inhouse_banner/ (spec §3 "In-house banner")', () => {
  it("answers the in-house banners shown now with id, alt and image_url; top banners and ended ones are left out", async () => {
    const staff = await signUpMember(app);
    await orm.em.fork().execute('update app_user set is_staff = true where id = ?', [staff.userId]);
    const tag = `自社広告-${Date.now()}`;
    const create = async (over: Record<string, unknown>) => {
      const body = { placement: 'inhouse', image_url: '/img/staff/7', alt: tag, link_url: '/book/free/', starts_at: null, ends_at: null, position: 0, ...over };
      const response = await staff.post(STAFF_PATHS.banners, body);
      expect(response.status).toBe(200);
      return ((await response.json()) as { banner: { id: number } }).banner.id;
    };
    const shownId = await create({ alt: `${tag} 表示中`, position: 1 });
    await create({ alt: `${tag} トップ`, placement: 'top' });
    await create({ alt: `${tag} 終了`, starts_at: '2026-11-01T10:00', ends_at: '2026-11-20T10:00' });

    const response = await app.request('http://localhost/api/v1/inhouse_banner/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body = (await response.json()) as { success: boolean; banners: Record<string, unknown>[] };
    expect(body.success).toBe(true);
    const mine = body.banners.filter((b) => String(b.alt).startsWith(tag));
    expect(mine).toEqual([{ id: shownId, alt: `${tag} 表示中`, image_url: '/img/staff/7', link_url: '/book/free/' }]);
    for (const banner of body.banners) expect(Object.keys(banner).sort()).toEqual(['alt', 'id', 'image_url', 'link_url']);
  });
});
