import { describe, expect, it } from 'vitest';
import { clientNavigationTarget, formNavigationTarget, isPlainNavigationClick, routerPath } from './link-target.ts';
import { routeErrorLocation, routeErrorStatus } from './route-error.ts';
import { createScrollPositions, positionKey } from './scroll-positions.ts';

const here = new URL('http://localhost:3000/book/ranking/?page=2');
const target = (href: string) => {
  const url = clientNavigationTarget(href, here);
  return url ? routerPath(url) : null;
};

describe('which links go through the router (decision 059)', () => {
  it('takes in-site page addresses', () => {
    expect(target('/')).toBe('/');
    expect(target('/book/title/YB000001/')).toBe('/book/title/YB000001/');
    expect(target('http://localhost:3000/faq/#q3')).toBe('/faq/#q3');
    expect(target('../new/')).toBe('/book/new/');
    expect(target('/book/search/?keyword=%E3%81%82')).toBe('/book/search/?keyword=%E3%81%82');
    expect(target('/book/ranking/?page=2')).toBe('/book/ranking/?page=2');
  });

  it('leaves other origins, files, the API, feeds, app downloads, the viewer and referral links to the browser', () => {
    for (const href of [
      'https://example.com/',
      'http://localhost:4000/',
      'mailto:a@example.com',
      '/favicon.ico',
      '/sitemap/titles.xml',
      '/api/v1/initialize/',
      '/payment/api/v1/x/',
      '/img/a/',
      '/mobileapp/download/ios/',
      '/bv/t/YB000001/v/1/s/1/p/1/',
      '/signup/?ref=ABC',
      '#top',
      '/book/ranking/?page=2#list',
    ]) {
      expect(target(href), href).toBeNull();
    }
  });

  it('takes only plain left clicks on anchors that ask for nothing else', () => {
    const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
    const anchor = (attrs: Record<string, string>, target = '') => ({
      target,
      hasAttribute: (name: string) => name in attrs,
      getAttribute: (name: string) => attrs[name] ?? null,
      relList: { contains: (token: string) => (attrs.rel ?? '').split(' ').includes(token) },
    });
    expect(isPlainNavigationClick(click, anchor({ href: '/' }))).toBe(true);
    expect(isPlainNavigationClick(click, anchor({ href: '/' }, '_self'))).toBe(true);
    expect(isPlainNavigationClick({ ...click, ctrlKey: true }, anchor({ href: '/' }))).toBe(false);
    expect(isPlainNavigationClick({ ...click, metaKey: true }, anchor({ href: '/' }))).toBe(false);
    expect(isPlainNavigationClick({ ...click, button: 1 }, anchor({ href: '/' }))).toBe(false);
    expect(isPlainNavigationClick({ ...click, defaultPrevented: true }, anchor({ href: '/' }))).toBe(false);
    expect(isPlainNavigationClick(click, anchor({ href: '/' }, '_blank'))).toBe(false);
    expect(isPlainNavigationClick(click, anchor({ href: '/', download: '' }))).toBe(false);
    expect(isPlainNavigationClick(click, anchor({ href: '/', 'data-full-reload': '' }))).toBe(false);
    expect(isPlainNavigationClick(click, anchor({ href: '/', rel: 'noopener external' }))).toBe(false);
  });

  it('takes GET forms to in-site pages, with their fields as the query', () => {
    const form = (action: string, method = 'get', fields: [string, string][] = [['keyword', 'ワンピース']]) => {
      const url = formNavigationTarget(action, method, '', fields, here);
      return url ? routerPath(url) : null;
    };
    expect(form('/book/search/')).toBe('/book/search/?keyword=%E3%83%AF%E3%83%B3%E3%83%94%E3%83%BC%E3%82%B9');
    expect(form('')).toBe('/book/ranking/?keyword=%E3%83%AF%E3%83%B3%E3%83%94%E3%83%BC%E3%82%B9');
    expect(form('/book/search/', 'post')).toBeNull();
    expect(form('/api/v1/search/')).toBeNull();
    expect(formNavigationTarget('/book/search/', 'get', '_blank', [], here)).toBeNull();
  });
});

describe('route failures', () => {
  it("reads the status of Waku's page-data errors", () => {
    const waku = (info: object) => Object.assign(new Error('x'), { digest: `__WAKU_CUSTOM_ERROR__;${JSON.stringify(info)}` });
    expect(routeErrorStatus(waku({ status: 503 }))).toBe(503);
    expect(routeErrorStatus(waku({ status: 500 }))).toBe(500);
    expect(routeErrorStatus(waku({ location: '/' }))).toBeUndefined();
    expect(routeErrorStatus(new Error('Failed to fetch dynamically imported module'))).toBeUndefined();
    expect(routeErrorStatus(null)).toBeUndefined();
    expect(routeErrorStatus({ digest: '__WAKU_CUSTOM_ERROR__;{' })).toBeUndefined();
    expect(routeErrorLocation(waku({ status: 401, location: '/signin/?next=%2Fbookshelf%2F' }))).toBe('/signin/?next=%2Fbookshelf%2F');
    expect(routeErrorLocation(waku({ status: 403, location: '//evil.example/' }))).toBeUndefined();
    expect(routeErrorLocation(waku({ status: 500 }))).toBeUndefined();
  });
});

describe('scroll positions of the history', () => {
  it('keeps the latest positions by address, oldest dropped first', () => {
    const positions = createScrollPositions(2);
    positions.save(positionKey({ pathname: '/book/new/', search: '' }), 1200.4);
    positions.save('/book/free/', 300);
    positions.save('/book/new/', 1500);
    positions.save('/book/store/', 10);
    expect(positions.get('/book/new/')).toBe(1500);
    expect(positions.get('/book/free/')).toBeUndefined();
    expect(positions.get('/book/store/')).toBe(10);
    expect(positions.size).toBe(2);
    positions.save('/x/', -5);
    expect(positions.get('/x/')).toBe(0);
  });
});
