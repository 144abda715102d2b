import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from './documents.ts';
import { RELEVANCE_QUERIES, RELEVANCE_TITLES } from './relevance-fixtures.ts';
import { DEFAULT_QUERY, normalizeSearchQuery } from './search-query.ts';
import { fold } from './fold.ts';
import { searchTitles, suggestTitles, SUGGESTION_LIMIT } from './search-sql.ts';
import { pgSqlRunner } from './sql-runner.ts';

/**
 * The fixtures are inserted inside a transaction that is rolled back, on the seeded test catalogue:
 * the generated titles are there too, so each expected title must win against them as well.
 * Fixtures sell more than any generated title, so among equally relevant matches they come first;
 * relevance against popularity is asserted among the fixtures themselves (ワン before ワンピース).
 */
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const sql = pgSqlRunner(client);
const general = { allowAdult: false };
const adult = { allowAdult: true };
const codeOf = new Map<string, string>();

beforeAll(async () => {
  await client.connect();
  await client.query('BEGIN');
  const [{ top, publisher }] = (await client.query('select coalesce(max(monthly_sales_amount), 0)::int as top, min(p.id) as publisher from title, publisher p')).rows;
  const ids: number[] = [];
  for (const [i, f] of RELEVANCE_TITLES.entries()) {
    const code = `RLV${String(i).padStart(3, '0')}`;
    codeOf.set(f.name, code);
    const { rows } = await client.query(
      `insert into title (title_code, title_name, title_kana, synopsis, genre_code, publisher_id, tags, is_adult, started_at, updated_at, monthly_sales_amount)
       values ($1, $2, $3, '', $4, $5, $6, $7, now(), now(), $8) returning id`,
      [code, f.name, f.kana, f.genre ?? 1111, publisher, f.tags, f.adult ?? false, top + 1000 + f.sales * 1000],
    );
    const titleId = rows[0].id as number;
    ids.push(titleId);
    for (const [position, [name, kana]] of f.authors.entries()) {
      const author = await client.query('insert into author (name, name_kana) values ($1, $2) returning id', [name, kana]);
      await client.query('insert into title_author (title_id, author_id, role, position) values ($1, $2, $3, $4)', [titleId, author.rows[0].id, '著者', position]);
    }
  }
  await refreshSearchDocuments(sql, ids);
});

afterAll(async () => {
  await client.query('ROLLBACK').catch(() => undefined);
  await client.end();
});

const first = async (keyword: string, viewer = general) => (await searchTitles(sql, { ...DEFAULT_QUERY, keyword }, viewer)).results[0]?.titleName;

describe('Japanese-aware folding', () => {
  it.each([
    ['ワンピース', 'ワンピス'],
    ['わんぴーす', 'ワンピス'],
    ['ﾜﾝﾋﾟｰｽ', 'ワンピス'],
    ['ＳＰＹ×ＦＡＭＩＬＹ', 'spy×family'],
    ['Dragon Ball', 'dragonball'],
    ['チェンソーマン', 'チエンソマン'],
    ['じょじょ', 'ジヨジヨ'],
    ['よつばと！', 'ヨツバト'],
    ['ゔぁ', 'ヴア'],
    ['きょう・の〜ねこ', 'キヨウノネコ'],
    ['　', ''],
    ['!!!', ''],
  ])('%s folds to %s', async (input, folded) => {
    expect(fold(input)).toBe(folded);
  });
});

describe(`relevance set (${RELEVANCE_QUERIES.length} queries)`, () => {
  it('holds at least 50 queries', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(RELEVANCE_QUERIES)('search "%s" puts %s first', async (keyword, expected) => {
    expect(await first(normalizeSearchQuery({ keyword }).keyword)).toBe(expected);
  });

  it.each(RELEVANCE_QUERIES)('suggest "%s" puts %s first', async (keyword, expected) => {
    const items = await suggestTitles(sql, keyword, general);
    expect(items.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    expect(items[0]?.titleName).toBe(expected);
    expect(items[0]?.titleCode).toBe(codeOf.get(expected));
  });

  it('an exact title beats a far more popular title that only starts with the query', async () => {
    const { results } = await searchTitles(sql, { ...DEFAULT_QUERY, keyword: 'ワン' }, general);
    expect(results.slice(0, 2).map((r) => r.titleName)).toEqual(['ワン', 'ワンピース']);
  });

  it('a title match beats a tag match', async () => {
    const names = (await searchTitles(sql, { ...DEFAULT_QUERY, keyword: '冒険' }, general)).results.map((r) => r.titleName);
    expect(names.indexOf('ジョジョの奇妙な冒険')).toBeLessThan(names.indexOf('ワンピース'));
    expect(names).toContain('ワンピース');
  });

  it('equally relevant titles come by popularity', async () => {
    // Both match タロウ only inside an author reading: the better-selling one first.
    const fixtures = new Set(codeOf.keys());
    const names = (await searchTitles(sql, { ...DEFAULT_QUERY, keyword: 'たろう' }, general)).results.map((r) => r.titleName).filter((n) => fixtures.has(n));
    expect(names).toEqual(['コーヒーと恋', 'ワン']);
  });

  it('1- and 2-character queries match inside words', async () => {
    expect((await searchTitles(sql, { ...DEFAULT_QUERY, keyword: '刃' }, general)).results.map((r) => r.titleName)).toContain('鬼滅の刃');
    expect((await searchTitles(sql, { ...DEFAULT_QUERY, keyword: 'ゴト' }, general)).results.map((r) => r.titleName)).toContain('鬼滅の刃');
  });

  it('every result really contains the folded query (no false positives from bigrams)', async () => {
    const { results, titleCount } = await searchTitles(sql, { ...DEFAULT_QUERY, keyword: 'ンピ' }, general);
    expect(titleCount).toBe(results.length);
    expect(results.map((r) => r.titleName)).toContain('ワンピース');
    // ピン shares no bigram order with ンピ: ワンピース must not match it.
    const pin = await searchTitles(sql, { ...DEFAULT_QUERY, keyword: 'ピン' }, general);
    expect(pin.results.map((r) => r.titleName)).not.toContain('ワンピース');
  });

  it('adult titles only for adult viewers, in search and suggestions', async () => {
    expect(await first('ひみつの放課後')).not.toBe('ひみつの放課後');
    expect((await suggestTitles(sql, 'ひみつ', general)).map((i) => i.titleName)).not.toContain('ひみつの放課後');
    expect(await first('ひみつの放課後', adult)).toBe('ひみつの放課後');
    const suggestion = (await suggestTitles(sql, 'ひみつ', adult))[0];
    expect(suggestion).toMatchObject({ titleName: 'ひみつの放課後', getAdultFlag: true, isPurchased: false, author: '桃色さくら' });
    // Asking for the TL genre without the right: nothing, rather than everything.
    const tl = normalizeSearchQuery({ keyword: 'ひみつ', genre: '1122' });
    expect((await searchTitles(sql, tl, general)).titleCount).toBe(0);
    expect((await searchTitles(sql, tl, adult)).results[0]?.titleName).toBe('ひみつの放課後');
  });

  it('a keyword with nothing searchable suggests nothing', async () => {
    expect(await suggestTitles(sql, '!!!', general)).toEqual([]);
  });
});
