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
