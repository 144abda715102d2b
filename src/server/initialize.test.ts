import { csrfHeaders } from '#platform/testing/csrf.ts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app.ts';

const { app } = await createTestApp();

describe('GET /api/v1/initialize/', () => {
  it('returns every field of the spec, anonymous for now', async () => {
    const response = await app.request('/api/v1/initialize/');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'success', 'is_login', 'user', 'term', 'stamp_card_campaign_code', 'stamp_card_gacha_id', 'stamp_card_thumbnail_url',
        'keywords', 'static_url', 'is_mobileapp', 'adultcheck', 'is_show_app_install_header', 'recommend_info', 'message',
      ].sort(),
    );
    expect(body).toMatchObject({ success: true, is_login: false, user: null, term: null, adultcheck: 2, is_mobileapp: false, message: null });
    expect(body.keywords.length).toBeGreaterThan(0);
    expect(body.keywords.every((k: unknown) => typeof k === 'string' && k.length > 0)).toBe(true);
  });

  it('carries the daily recommendation (spec §3 "Recommend info"), the default one while staff has set none', async () => {
    const body = await (await app.request('/api/v1/initialize/')).json();
    expect(Object.keys(body.recommend_info).sort()).toEqual(['description', 'imageUrl', 'isTargetBlank', 'moreText', 'moreUrl', 'title']);
    expect(body.recommend_info).toMatchObject({
      imageUrl: expect.stringMatching(/^\/img\/cover\/YB\d{6}\?w=\d+$/),
      title: expect.any(String),
      description: expect.any(String),
      moreText: expect.any(String),
      moreUrl: '/book/free/',
      isTargetBlank: false,
    });
    expect(body.recommend_info.title.length).toBeGreaterThan(0);
  });

  it('takes its keywords from the catalogue', async () => {
    const { orm } = await createTestApp();
    const body = await (await app.request('/api/v1/initialize/')).json();
    for (const keyword of body.keywords as string[]) {
      const rows = await orm.em.getConnection().execute<{ n: string }[]>(
        'select count(*) as n from title where title_name = ? or ? = any(tags)',
        [keyword, keyword],
      );
      expect(Number(rows[0]?.n), keyword).toBeGreaterThan(0);
    }
  });

  it('shows the app-install header to phones only', async () => {
    const phone = await (await app.request('/api/v1/initialize/', { headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' } })).json();
    const desktop = await (await app.request('/api/v1/initialize/', { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64)' } })).json();
    expect(phone.is_show_app_install_header).toBe(true);
    expect(desktop.is_show_app_install_header).toBe(false);
  });

  it('is strict about the trailing slash and the method', async () => {
    expect((await app.request('/api/v1/initialize')).status).toBe(404);
    const post = await app.request('/api/v1/initialize/', { method: 'POST', headers: csrfHeaders });
    expect(post.status).toBe(404);
    expect((await post.json()).success).toBe(false);
  });
});
