import { describe, expect, it } from 'vitest';
import { hasControlCharacters, isDeveloperPage, isPagePath, asPageData, ROUTER_SKIP_HEADER, rscPageUrl, rscRedirect, toWakuRequest, trailingSlashRedirect, withoutRouterSkip } from './http-policy.ts';
import { withSecurityHeaders } from './testing/security-headers.ts';

const redirectOf = (path: string, method = 'GET') => {
  const request = new Request(`http://localhost${path}`, { method });
  return trailingSlashRedirect(request, new URL(request.url));
};

describe('trailing slash policy', () => {
  it('redirects page paths without the slash with 301, keeping the query', () => {
    const response = redirectOf('/book/title/YB000001?x=1&y=2');
    expect(response?.status).toBe(301);
    expect(response?.headers.get('location')).toBe('/book/title/YB000001/?x=1&y=2');
  });

  it('leaves the slash form, the root, assets, RSC and files alone', () => {
    for (const path of ['/', '/book/', '/RSC/R/index.txt', '/assets/index-abc.js', '/favicon.ico', '/@vite/client', '/src/pages/index.tsx']) {
      expect(redirectOf(path), path).toBeNull();
    }
    expect(redirectOf('/book', 'POST')).toBeNull();
    expect(isPagePath('/bv/t/YB000001/v/1/s/1/p/1')).toBe(true);
  });

  it('hands Waku the slash-less form of a page path', () => {
    const request = new Request('http://localhost/book/title/YB000001/?a=1');
    expect(new URL(toWakuRequest(request, new URL(request.url)).url).pathname).toBe('/book/title/YB000001');
    const root = new Request('http://localhost/');
    expect(toWakuRequest(root, new URL(root.url))).toBe(root);
  });

  it('adds the clickjacking headers even to immutable responses', async () => {
    const immutable = Response.redirect('http://localhost/x/', 301);
    const response = await withSecurityHeaders(immutable);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(response.status).toBe(301);
  });
});

describe('Waku page data addresses', () => {
  const pageOf = (path: string) => rscPageUrl(new URL(`http://localhost${path}`))?.toString().replace('http://localhost', '') ?? null;

  it('maps /RSC/R/<route>.txt to the page it renders, with the page query', () => {
    expect(pageOf('/RSC/R/profile.txt')).toBe('/profile/');
    expect(pageOf('/RSC/R/myitem/coin.txt')).toBe('/myitem/coin/');
    expect(pageOf('/RSC/R/_root.txt')).toBe('/');
    expect(pageOf('/RSC/R/__x.txt')).toBe('/_x/');
    expect(pageOf('/RSC/R/book/title/YB000001.txt?query=page%3D2')).toBe('/book/title/YB000001/?page=2');
    expect(pageOf('/RSC/R/bookshelf.txt?query=')).toBe('/bookshelf/');
    expect(pageOf('/profile/')).toBeNull();
    expect(pageOf('/RSC/S/slice.txt')).toBeNull();
  });

  it('knows the developer pages and control characters in page addresses', () => {
    expect(isDeveloperPage('/sample/timeout/')).toBe(true);
    expect(isDeveloperPage('/check500/')).toBe(true);
    expect(isDeveloperPage('/samples/')).toBe(false);
    expect(hasControlCharacters(new URL('http://localhost/search/?q=%00'))).toBe(true);
    expect(hasControlCharacters(new URL('http://localhost/book/%07/'))).toBe(true);
    expect(hasControlCharacters(new URL('http://localhost/search/?q=%E3%81%82'))).toBe(false);
  });
});

describe('page data for client-side navigation (decision 059)', () => {
  it('renders page data whole: the router skip list is dropped from GETs', () => {
    const request = new Request('http://localhost/RSC/R/book/ranking.txt?query=', { headers: { [ROUTER_SKIP_HEADER]: '["root"]', Cookie: 'a=b' } });
    const whole = withoutRouterSkip(request);
    expect(whole.headers.has(ROUTER_SKIP_HEADER)).toBe(false);
    expect(whole.headers.get('cookie')).toBe('a=b');
    expect(whole.url).toBe(request.url);
    const plain = new Request('http://localhost/RSC/R/book/ranking.txt');
    expect(withoutRouterSkip(plain)).toBe(plain);
    const post = new Request('http://localhost/RSC/F/x.txt', { method: 'POST', body: 'x', headers: { [ROUTER_SKIP_HEADER]: '[]' } });
    expect(withoutRouterSkip(post)).toBe(post);
  });

  it("gives Waku's page data the RSC type the page caches keep, and leaves failures as they are", async () => {
    const data = asPageData(new Response('0:["$","div",null,{}]', { headers: { 'Content-Type': 'text/plain; charset=UTF-8', 'X-Other': '1' } }));
    expect(data.headers.get('content-type')).toBe('text/x-component; charset=utf-8');
    expect(data.headers.get('x-other')).toBe('1');
    expect(await data.text()).toBe('0:["$","div",null,{}]');
    const missing = new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    expect(asPageData(missing)).toBe(missing);
  });

  it('answers a redirect of page data with a Location the router follows (fetch would follow a 3xx)', () => {
    const response = rscRedirect('/book/title/YB000001/');
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBe('/book/title/YB000001/');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
