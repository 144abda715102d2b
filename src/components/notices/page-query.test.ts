import { describe, expect, test } from 'vitest';
import { parseNoticeId } from '#modules/notices/client.ts';
import { pageFromQuery } from './page-query.ts';

describe('pageFromQuery', () => {
  test('is 1 without a page parameter and the number for a plain page number', () => {
    expect(pageFromQuery(undefined, 1000)).toBe(1);
    expect(pageFromQuery('', 1000)).toBe(1);
    expect(pageFromQuery('utm_source=mail', 1000)).toBe(1);
    expect(pageFromQuery('page=3', 1000)).toBe(3);
    expect(pageFromQuery('page=1000', 1000)).toBe(1000);
  });

  test('is null (the page answers 404) for anything else', () => {
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=', 'page=01', 'page=1001', 'page=1e3']) {
      expect(pageFromQuery(query, 1000), query).toBeNull();
    }
  });
});

describe('parseNoticeId', () => {
  test('accepts positive int4 ids in plain digits only', () => {
    expect(parseNoticeId('1')).toBe(1);
    expect(parseNoticeId('2147483647')).toBe(2147483647);
    for (const raw of ['0', '01', '-1', '2147483648', '99999999999', '1e3', 'abc', '', ' 1']) expect(parseNoticeId(raw), raw).toBeNull();
  });
});
