import { describe, expect, it } from 'vitest';
import { handBuiltPaths, pageSegments } from './route-paths.ts';

const segments = pageSegments();
const lines = (path: string, text: string) => handBuiltPaths(path, text, segments).map((use) => use.line);

describe('one URL builder per route (decision 038)', () => {
  it('takes the page segments from src/pages', () => {
    for (const segment of ['book', 'bv', 'bookshelf', 'signin', 'point', 'info', 'review', 'myreview']) expect(segments.has(segment)).toBe(true);
    expect(segments.has('api')).toBe(false);
  });

  it('finds planted hand-built addresses, and only those', () => {
    const planted = [
      'const a = `/book/title/${code}/`;',
      'const b = `${origin}/book/review/${code}/`;',
      "const c = '/bookshelf/' + code;",
      'const d = `/signin/?next=${next}`;',
      'const e = `/api/v1/title/${code}/`;',
      "const f = '/book/title/';",
      'const g = `/img/page/${code}/1/1/1`;',
      "const h = '/point/' + '?x=1';",
      'const i = `${base}?page=${n}`;',
      'function rankingHref(q) { return `/book/ranking/?${q}`; }',
      'function other(q) { return `/book/ranking/?${q}`; }',
    ].join('\n');
    expect(lines('src/components/planted.tsx', planted)).toEqual([1, 2, 3, 4, 11]);
  });
});
