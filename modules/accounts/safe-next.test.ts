import { describe, expect, it } from 'vitest';
import { safeNextFromQuery, safeNextPath, withNext } from './safe-next.ts';

describe('safeNextPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeNextPath('/bookshelf/?a=1')).toBe('/bookshelf/?a=1');
    expect(safeNextPath('/faq/')).toBe('/faq/');
    expect(safeNextPath('/book/title/YB000001/#story-3')).toBe('/book/title/YB000001/#story-3');
    expect(safeNextPath('/')).toBe('/');
  });

  it('keeps percent-encoded text that stays on the site', () => {
    expect(safeNextPath('/book/search/?keyword=%E6%BC%AB%E7%94%BB')).toBe('/book/search/?keyword=%E6%BC%AB%E7%94%BB');
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'http://localhost/',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'evil.example',
    'faq/',
    '',
    '   ',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%E0%A4%A', // malformed escape
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBe('/');
  });

  it.each([undefined, null, 42, ['/faq/'], { next: '/faq/' }])('refuses a non-string %j', (value) => {
    expect(safeNextPath(value)).toBe('/');
  });

  it('refuses an overlong value', () => {
    expect(safeNextPath(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../faq/')).toBe('/faq/');
    expect(safeNextPath('/../../etc/')).toBe('/etc/');
  });
});

describe('safeNextFromQuery', () => {
  it('reads next from a query string with or without ?', () => {
    expect(safeNextFromQuery('next=%2Ffaq%2F')).toBe('/faq/');
    expect(safeNextFromQuery('?a=1&next=/bookshelf/%3Fa%3D1')).toBe('/bookshelf/?a=1');
    expect(safeNextFromQuery('next=//evil.example')).toBe('/');
    expect(safeNextFromQuery(undefined)).toBe('/');
    expect(safeNextFromQuery('')).toBe('/');
  });
});

describe('withNext', () => {
  it('adds an encoded next only when it is not the top page', () => {
    expect(withNext('/signup/', '/faq/')).toBe('/signup/?next=%2Ffaq%2F');
    expect(withNext('/signup/', '/')).toBe('/signup/');
    expect(withNext('/signup/', '//evil.example')).toBe('/signup/');
  });
});
