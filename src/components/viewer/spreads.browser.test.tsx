import { describe, expect, test } from 'vitest';
import { isWidePage, pairSpreads, singlePages, spreadIndexOf } from './spreads.ts';

const tall = { width: 1200, height: 1704 };
const wide = { width: 2400, height: 1704 };
const book = (count: number, widePages: number[] = []) => Array.from({ length: count }, (_, i) => (widePages.includes(i + 1) ? wide : tall));

describe('pairSpreads', () => {
  const cases: { name: string; pages: number; wide?: number[]; coverOffset: boolean; expected: number[][] }[] = [
    { name: 'no pages', pages: 0, coverOffset: true, expected: [] },
    { name: 'one page (the cover)', pages: 1, coverOffset: true, expected: [[1]] },
    { name: 'cover offset, odd count: the last pair is complete', pages: 5, coverOffset: true, expected: [[1], [2, 3], [4, 5]] },
    { name: 'cover offset, even count: the last page stands alone', pages: 6, coverOffset: true, expected: [[1], [2, 3], [4, 5], [6]] },
    { name: 'no cover offset, even count', pages: 4, coverOffset: false, expected: [[1, 2], [3, 4]] },
    { name: 'no cover offset, odd count', pages: 5, coverOffset: false, expected: [[1, 2], [3, 4], [5]] },
    { name: 'a wide page stands alone and the pairing resumes after it', pages: 7, wide: [4], coverOffset: true, expected: [[1], [2, 3], [4], [5, 6], [7]] },
    { name: 'a wide page after an unpaired page leaves that page alone', pages: 6, wide: [3], coverOffset: true, expected: [[1], [2], [3], [4, 5], [6]] },
    { name: 'a wide cover without offset', pages: 3, wide: [1], coverOffset: false, expected: [[1], [2, 3]] },
    { name: 'two wide pages in a row', pages: 5, wide: [2, 3], coverOffset: true, expected: [[1], [2], [3], [4, 5]] },
    { name: 'a wide last page', pages: 4, wide: [4], coverOffset: true, expected: [[1], [2, 3], [4]] },
  ];
  for (const c of cases) {
    test(c.name, () => {
      expect(pairSpreads(book(c.pages, c.wide), { coverOffset: c.coverOffset })).toEqual(c.expected);
    });
  }

  test('every page appears exactly once, in order, in spreads of one or two', () => {
    for (let count = 0; count < 40; count++) {
      for (const coverOffset of [true, false]) {
        const widePages = [3, 10, 11, 25].filter((n) => n <= count);
        const spreads = pairSpreads(book(count, widePages), { coverOffset });
        expect(spreads.flat()).toEqual(Array.from({ length: count }, (_, i) => i + 1));
        for (const spread of spreads) {
          expect(spread.length === 1 || spread.length === 2).toBe(true);
          if (spread.length === 2) expect(spread.some((n) => widePages.includes(n))).toBe(false);
        }
      }
    }
  });
});

test('isWidePage: wider than tall', () => {
  expect(isWidePage(wide)).toBe(true);
  expect(isWidePage(tall)).toBe(false);
  expect(isWidePage({ width: 100, height: 100 })).toBe(false);
});

test('singlePages and spreadIndexOf', () => {
  expect(singlePages(3)).toEqual([[1], [2], [3]]);
  const spreads = pairSpreads(book(5), { coverOffset: true });
  expect(spreadIndexOf(spreads, 1)).toBe(0);
  expect(spreadIndexOf(spreads, 3)).toBe(1);
  expect(spreadIndexOf(spreads, 4)).toBe(2);
  expect(spreadIndexOf(spreads, 99)).toBe(0);
});
