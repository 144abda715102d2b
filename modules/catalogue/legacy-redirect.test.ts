import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { LEGACY_TITLE_CODES } from '#demo/index.ts';
import { matchLegacyRedirect } from './index.ts';

const { services, orm } = await createTestApp();
const { catalogue } = services;

describe('legacy book codes', () => {
  it('the demo seed stores the 20 fixed codes, each mapped to an existing title', async () => {
    const rows = await orm.em.getConnection().execute<{ legacy_code: string; title_code: string }[]>(
      'select l.legacy_code, t.title_code from legacy_title_code l join title t on t.id = l.title_id order by l.legacy_code',
    );
    expect(rows).toHaveLength(20);
    const expected = [...LEGACY_TITLE_CODES].map(([legacy, title]) => ({ legacy_code: legacy, title_code: title }));
    expect(rows).toEqual(expected.sort((a, b) => (a.legacy_code < b.legacy_code ? -1 : 1)));
  });

  it('a known code answers 301 to its title page', async () => {
    for (const [legacy, titleCode] of [['book_000123', 'YB000001'], ['10001234', 'YB000002']]) {
      const response = await matchLegacyRedirect(`/book/${legacy}/`, catalogue);
      expect(response?.status).toBe(301);
      expect(response?.headers.get('location')).toBe(`/book/title/${titleCode}/`);
    }
  });

  it('every listed code redirects to the mapped title', async () => {
    for (const [legacy, titleCode] of LEGACY_TITLE_CODES) {
      expect(await catalogue.legacyTitleCode(legacy)).toBe(titleCode);
    }
  });

  it('unknown codes and malformed paths fall through (null)', async () => {
    for (const path of ['/book/book_999999/', '/book/99999999/', '/book/book_000123', '/book/book_000123/x/', '/book/%E3%81%82/', `/book/${'9'.repeat(40)}/`, '/book/title/book_000123/']) {
      expect(await matchLegacyRedirect(path, catalogue), path).toBeNull();
    }
    expect(await catalogue.legacyTitleCode('nope')).toBeNull();
  });

  it('real /book/ pages are never redirected, nor looked up', async () => {
    const lookups: string[] = [];
    const spy = { legacyTitleCode: async (code: string) => (lookups.push(code), 'YB000001') };
    for (const page of ['/book/', '/book/title/', '/book/ranking/', '/book/free/', '/book/new/', '/book/store/', '/book/end/', '/book/genre/', '/book/search/', '/book/campaign/', '/book/review/']) {
      expect(await matchLegacyRedirect(page, spy), page).toBeNull();
      expect(await matchLegacyRedirect(page, catalogue), page).toBeNull();
    }
    expect(lookups).toEqual([]);
  });
});
