import { describe, expect, it } from 'vitest';
import { normalizeRankingQuery, rankingHref } from './ranking-query.ts';

const read = (search: string) => normalizeRankingQuery(new URLSearchParams(search));

describe('the ranking page address', () => {
  it('reads kind and basis in any case, and falls back to the defaults for unknown or invalid values', () => {
    expect(read('')).toEqual({ kind: 'MONTHLY', basis: 'BESTSELLER', list: 'general', page: 1 });
    expect(read('kind=weekly&basis=Sales&list=boys&page=3')).toEqual({ kind: 'WEEKLY', basis: 'SALES', list: 'boys', page: 3 });
    expect(read('kind=daily&basis=likes&list=nope&page=-2')).toEqual({ kind: 'MONTHLY', basis: 'BESTSELLER', list: 'general', page: 1 });
    expect(read('page=6').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
  });

  it('writes the shortest address: defaults left out, lower-case kind and basis, and reads it back', () => {
    expect(rankingHref({ kind: 'MONTHLY', basis: 'BESTSELLER', list: 'general', page: 1 })).toBe('/book/ranking/');
    const href = rankingHref({ kind: 'WEEKLY', basis: 'SALES', list: 'tl', page: 2 });
    expect(href).toBe('/book/ranking/?kind=weekly&basis=sales&list=tl&page=2');
    expect(read(href.split('?')[1]!)).toEqual({ kind: 'WEEKLY', basis: 'SALES', list: 'tl', page: 2 });
  });
});
