import { expect, test } from '@playwright/test';

test.describe('HTTP policy of pages', () => {
  test('a page path without the trailing slash answers 301 to the slash form, keeping the query', async ({ request }) => {
    const response = await request.get('/book/title/YB000001?from=test', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/book/title/YB000001/?from=test');
  });

  test('unknown routes and unknown titles give 404 with the spec wording', async ({ request }) => {
    for (const path of ['/no/such/page/', '/book/title/ZZ999999/', '/book/title/%E3%81%82/', '/bv/t/YB000001/v/1/s/1/p/9999/', '/bv/t/YB000001/v/x/s/1/p/1/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('This page could not be found');
    }
  });

  test('every response carries the clickjacking headers and Japanese metadata', async ({ request }) => {
    for (const path of ['/', '/api/v1/initialize/', '/no/such/page/']) {
      const response = await request.get(path);
      expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
    }
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<html lang="ja"/);
    expect(html).toMatch(/<title>[^<]*読み場[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]*無料マンガ/);
  });

  test('pages are server-rendered: the top page HTML already holds cover links', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html.match(/href="\/book\/title\/[A-Z0-9]+\/"/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
    expect(html).toContain('/img/cover/');
  });
});

test.describe('route guards', () => {
  test('member pages send visitors to /signin/ with next, staff pages too', async ({ request }) => {
    const bookshelf = await request.get('/bookshelf/', { maxRedirects: 0 });
    expect(bookshelf.status()).toBe(302);
    expect(bookshelf.headers().location).toBe('/signin/?next=%2Fbookshelf%2F');
    const staff = await request.get('/staff/banner/', { maxRedirects: 0 });
    expect(staff.status()).toBe(302);
    expect(staff.headers().location).toBe('/signin/?next=%2Fstaff%2Fbanner%2F');
  });
});

test.describe('redirects and feeds', () => {
  test('a legacy title code answers 301 to its title page', async ({ request }) => {
    const response = await request.get('/book/book_000123/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/^\/book\/title\/YB\d{6}\/$/);
  });

  test('app download follows the device', async ({ request }) => {
    const iphone = await request.get('/mobileapp/download/ios/', { maxRedirects: 0, headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' } });
    expect(iphone.status()).toBe(302);
    expect(iphone.headers().location).toContain('apps.apple.com');
    const pc = await request.get('/mobileapp/download/android/', { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64)' } });
    expect(pc.status()).toBe(200);
    expect(await pc.text()).toContain('play.google.com');
  });

  test('the feeds are linked from every page and answer RSS and Atom', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('href="/sitemap/rss/"');
    expect(html).toContain('href="/sitemap/atom/"');
    const rss = await request.get('/sitemap/rss/');
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    expect((await rss.text()).match(/<item>/g)?.length).toBeGreaterThan(10);
    const atom = await request.get('/sitemap/atom/');
    expect(atom.headers()['content-type']).toContain('application/atom+xml');
    expect(await atom.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  });
});

test('a page that fails to render answers 500 with a server-rendered Japanese error page', async ({ request }) => {
  const response = await request.get('/check500/');
  expect(response.status()).toBe(500);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  const html = await response.text();
  expect(html).toContain('<html lang="ja">');
  expect(html).toContain('エラーが発生しました');
});

test('an API write without the CSRF token is refused, and the page-issued token is accepted', async ({ request, page }) => {
  const forged = await request.post('/api/v1/contact/', { data: { category: 'other', name: 'x', email: 'x@example.jp', message: '外部サイトからの送信です。' } });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).success).toBe(false);

  await page.goto('/contact/');
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'yomiba_csrf')).toBe(true);
});
