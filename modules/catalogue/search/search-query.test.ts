import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY, EMPTY_CONDITIONS, normalizeSearchQuery, parseFlag, parseTwoStateFlag, rawFromSearchParams, searchPageHref, searchQueryParams,
  type SearchQuery,
} from './search-query.ts';

const q = (patch: Partial<Omit<SearchQuery, 'conditions'>> & { conditions?: Partial<SearchQuery['conditions']> } = {}): SearchQuery => ({
  ...DEFAULT_QUERY,
  ...patch,
  conditions: { ...EMPTY_CONDITIONS, ...patch.conditions },
});

describe('search query normalisation (spec §5)', () => {
  const table: [string, Record<string, unknown>, SearchQuery][] = [
    ['nothing given: every default', {}, q()],
    ['unknown keys are dropped', { foo: 'bar', sort_by: '1', q: 'x' }, q()],
    ['keyword trimmed, inner spaces made one', { keyword: '  ワン　 ピース  ' }, q({ keyword: 'ワン ピース' })],
    ['keyword: first of repeated values', { keyword: ['あ', 'い'] }, q({ keyword: 'あ' })],
    ['keyword that is not a string', { keyword: 12 }, q()],
    ['keyword cut to 100 characters', { keyword: 'あ'.repeat(150) }, q({ keyword: 'あ'.repeat(100) })],
    ['keyword control characters become spaces', { keyword: 'a\u0000b\nc' }, q({ keyword: 'a b c' })],
    ['sort 9 popular', { sort: '9' }, q({ sort: 9 })],
    ['sort 1 new (number)', { sort: 1 }, q({ sort: 1 })],
    ['sort 11 favourites', { sort: '11' }, q({ sort: 11 })],
    ['sort 5 reviews', { sort: '5' }, q({ sort: 5 })],
    ['sort 6 free episodes', { sort: '6' }, q({ sort: 6 })],
    ['unknown sort falls back to 9', { sort: '2' }, q()],
    ['sort with junk falls back', { sort: '1abc' }, q()],
    ['negative sort falls back', { sort: '-1' }, q()],
    ['genres comma-separated, kept in code-list order', { genre: '9002,1111' }, q({ conditions: { genres: [1111, 9002] } })],
    ['genres repeated and numeric', { genre: ['1113', 1112, '1113'] }, q({ conditions: { genres: [1112, 1113] } })],
    ['unknown genres dropped', { genre: '1111,1234,abc,' }, q({ conditions: { genres: [1111] } })],
    ['adult genres kept by normalisation (the viewer rule applies later)', { genre: '1122,1123' }, q({ conditions: { genres: [1122, 1123] } })],
    ['completion 1 and display 2', { completion: '1', display: 2 }, q({ conditions: { completion: 1, display: 2 } })],
    ['completion 3 falls back to 0', { completion: '3' }, q()],
    ['period 1 (7 days) and 2 (30 days)', { period: '2' }, q({ conditions: { updatePeriod: 2 } })],
    ['period 0 is the default', { period: '0' }, q()],
    ['read status 2', { read: '2' }, q({ conditions: { readStatus: 2 } })],
    ['read status "x" falls back', { read: 'x' }, q()],
    ['flags: "1", 1, "true", true are true', { free_all: '1', free_wait: 'true', free_story: true }, q({ conditions: { free: { allFree: true, waitFree: true, hasFree: true } } })],
    ['flags: numeric 1', { free_all: 1 }, q({ conditions: { free: { allFree: true, waitFree: false, hasFree: false } } })],
    ['flags: "0", "yes", "TRUE", 2 are false', { free_all: '0', free_wait: 'yes', free_story: 'TRUE' }, q()],
    ['page 3', { page: '3' }, q({ page: 3 })],
    ['page 0 falls back to 1', { page: '0' }, q()],
    ['page beyond 500 falls back to 1', { page: '501' }, q()],
    ['page 1.5 falls back to 1', { page: '1.5' }, q()],
    ['two-state list flag "1"', { list: '1' }, q({ list: true })],
    ['two-state list flag 0', { list: 0 }, q({ list: false })],
    ['two-state list flag "true" is not valid', { list: 'true' }, q()],
    ['two-state list flag true (boolean) is not valid', { list: true }, q()],
  ];
  it.each(table)('%s', (_name, raw, expected) => {
    expect(normalizeSearchQuery(raw)).toEqual(expected);
  });

  it('flag helpers follow the spec exactly', () => {
    for (const v of ['1', 1, 'true', true]) expect(parseFlag(v)).toBe(true);
    for (const v of ['0', 0, 'false', false, '', null, undefined, 'on', 2]) expect(parseFlag(v)).toBe(false);
    expect([parseTwoStateFlag('1'), parseTwoStateFlag(1), parseTwoStateFlag('0'), parseTwoStateFlag(0)]).toEqual([true, true, false, false]);
    for (const v of ['true', true, false, '2', null, undefined]) expect(parseTwoStateFlag(v)).toBeNull();
  });

  it('reads URLSearchParams with repeated keys', () => {
    const raw = rawFromSearchParams(new URLSearchParams('genre=1111&genre=1113&keyword=%E3%81%82&sort=1'));
    expect(normalizeSearchQuery(raw)).toEqual(q({ keyword: 'あ', sort: 1, conditions: { genres: [1111, 1113] } }));
  });

  it('canonical parameters leave defaults out and round-trip', () => {
    expect(searchQueryParams(q()).toString()).toBe('');
    expect(searchPageHref(q())).toBe('/book/search/');
    const full = q({ keyword: 'あ い', sort: 11, page: 2, list: true, conditions: { genres: [1111, 1120], completion: 2, display: 1, updatePeriod: 1, readStatus: 1, free: { allFree: true, waitFree: false, hasFree: true } } });
    const params = searchQueryParams(full, { withView: true });
    expect(normalizeSearchQuery(rawFromSearchParams(params))).toEqual(full);
    expect(searchQueryParams(full).has('list')).toBe(false);
    // Same query, different spelling: same key.
    const a = normalizeSearchQuery({ genre: '1120,1111', sort: '11' });
    const b = normalizeSearchQuery({ genre: ['1111', '1120', '9999'], sort: 11, junk: 1 });
    expect(searchQueryParams(a).toString()).toBe(searchQueryParams(b).toString());
  });
});

describe('the spec’s genre ids', () => {
  it('has GENERAL (all genres, no filter) beside the six genres, each a search genre code', async () => {
    const { GenreId, GENRE_ID_LABELS, GENRE_CODES } = await import('./search-query.ts');
    expect(Object.keys(GenreId)).toEqual(['GENERAL', 'SHOUNEN', 'SHOUJO', 'SEINEN', 'JOSEI', 'TL', 'BL']);
    expect(GenreId.GENERAL).toBe(0);
    for (const [name, id] of Object.entries(GenreId)) if (name !== 'GENERAL') expect(GENRE_CODES).toContain(id);
    expect(GENRE_ID_LABELS.GENERAL).toBe('総合');
  });
});
