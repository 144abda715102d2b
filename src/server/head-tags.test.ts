import { describe, expect, it } from 'vitest';
import { canonicalAddress, normaliseHead } from './head-tags.ts';

const waku = '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>';
const root = '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"/>';
const layout = '<title>読み場（よみば）</title><meta name="description" content="サイトの説明"/><meta property="og:site_name" content="読み場"/>';

describe('one head tag of each kind', () => {
  it('keeps the page title and description over the layout ones, one charset first and the root viewport', () => {
    const head = normaliseHead(`${waku}${root}${layout}<title>作品 | 読み場</title><meta name="description" content="作品の説明"/><meta property="book:tag" content="恋愛"/><meta property="book:tag" content="学園"/>`);
    expect(head).toBe(
      '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"/><meta property="og:site_name" content="読み場"/>' +
        '<title>作品 | 読み場</title><meta name="description" content="作品の説明"/><meta property="book:tag" content="恋愛"/><meta property="book:tag" content="学園"/>',
    );
  });

  it('keeps a layout title on a page without its own, and theme colours per media', () => {
    const head = normaliseHead(`${root}${layout}<meta name="theme-color" content="#fff" media="(prefers-color-scheme: light)"/><meta name="theme-color" content="#000" media="(prefers-color-scheme: dark)"/>`);
    expect(head).toContain('<title>読み場（よみば）</title>');
    expect(head.match(/theme-color/g)).toHaveLength(2);
  });

  it('adds the canonical address to an indexed page without one, never to a noindex page, and keeps a page’s own', () => {
    expect(normaliseHead(layout, { canonical: 'https://yomiba.example/faq/' })).toContain('<link rel="canonical" href="https://yomiba.example/faq/"/>');
    expect(normaliseHead(`${layout}<meta name="robots" content="noindex, follow"/>`, { canonical: 'https://yomiba.example/book/search/' })).not.toContain('canonical');
    const own = normaliseHead(`${layout}<link rel="canonical" href="/book/new/?page=2"/>`, { canonical: 'https://yomiba.example/book/new/' });
    expect(own.match(/rel="canonical"/g)).toHaveLength(1);
    expect(own).toContain('href="/book/new/?page=2"');
  });

  it('turns a stylesheet preload into a valid one (as="style")', () => {
    expect(normaliseHead('<link rel="preload" href="/assets/a.css" as="stylesheet"/>')).toBe('<link rel="preload" href="/assets/a.css" as="style"/>');
  });

  it('builds canonical addresses from the path and its page number only, escaped', () => {
    expect(canonicalAddress('https://yomiba.example', new URL('http://x/book/search/?keyword=恋&page=3'))).toBe('https://yomiba.example/book/search/?page=3');
    expect(canonicalAddress('https://yomiba.example', new URL('http://x/book/new/?page=1'))).toBe('https://yomiba.example/book/new/');
    expect(canonicalAddress('https://yomiba.example', new URL('http://x/faq/?page=abc'))).toBe('https://yomiba.example/faq/');
    expect(normaliseHead('', { canonical: 'https://a.example/"x' })).toBe('<link rel="canonical" href="https://a.example/&quot;x"/>');
  });
});
