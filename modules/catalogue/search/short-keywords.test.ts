import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from './documents.ts';
import { relevanceOf } from './relevance.ts';
import { COUNT_CAP, DEFAULT_QUERY, PAGE_SIZE } from './search-query.ts';
import { searchTitles, suggestTitles, SUGGESTION_LIMIT } from './search-sql.ts';
import { TOP_IDS } from './short-keywords.ts';
import { pgSqlRunner } from './sql-runner.ts';

/**
 * The precomputed answers of 1- and 2-character keywords must be exactly what ranking the documents
 * gives (relevance, popularity, id), for both audiences. Runs in a transaction that is rolled back.
 */
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const sql = pgSqlRunner(client);

/** Every match of a gram, best first, ranked from the documents and the titles (no precomputation). */
async function ranked(gram: string, forAdult: boolean): Promise<number[]> {
  const { rows } = await client.query(
    `select s.title_id from title_search s join title t on t.id = s.title_id
      where s.grams @> array[$1::text] and strpos(s.doc, $1) > 0 and ($2 or not t.is_adult)
      order by ${relevanceOf('$1')} desc, t.monthly_sales_amount desc, t.id`,
    [gram, forAdult],
  );
  return rows.map((r) => r.title_id as number);
}

beforeAll(async () => {
  await client.connect();
  await client.query('BEGIN');
});

afterAll(async () => {
  await client.query('ROLLBACK').catch(() => undefined);
  await client.end();
});

describe('short-keyword answers (title_search_gram)', () => {
  it('hold every gram of the documents, for each audience, with the exact count and order', async () => {
    const { rows } = await client.query('select gram, for_adult, match_count, top_ids from title_search_gram order by gram, for_adult');
    const { rows: grams } = await client.query('select count(distinct g) as n from title_search, unnest(grams) g');
    expect(rows.length).toBe(Number(grams[0].n) * 2);
    // All unigrams and every 7th bigram (the whole set takes too long for a unit test).
    const sample = rows.filter((row, i) => Array.from(row.gram as string).length === 1 || i % 7 === 0);
    expect(sample.length).toBeGreaterThan(100);
    for (const row of sample) {
      const expected = await ranked(row.gram, row.for_adult);
      expect({ gram: row.gram, forAdult: row.for_adult, count: row.match_count, ids: row.top_ids }).toEqual({
        gram: row.gram, forAdult: row.for_adult, count: expected.length, ids: expected.slice(0, TOP_IDS),
      });
    }
  });

  it('a general viewer never gets an adult title, and counts are capped honestly', async () => {
    const { rows } = await client.query(
      `select q.gram, q.match_count from title_search_gram q where not q.for_adult
         and exists (select 1 from title t where t.id = any(q.top_ids) and t.is_adult)`,
    );
    expect(rows).toEqual([]);
    const [common] = (await client.query('select gram, match_count from title_search_gram where not for_adult order by match_count desc limit 1')).rows;
    const page = await searchTitles(sql, { ...DEFAULT_QUERY, keyword: common.gram }, { allowAdult: false });
    expect(page.titleCount).toBe(Math.min(common.match_count, COUNT_CAP));
    expect(page.results.every((r) => !r.getAdultFlag)).toBe(true);
  });

  it('search pages and suggestions of a short keyword are the ranking of the documents', async () => {
    const [common] = (await client.query('select gram from title_search_gram where for_adult order by match_count desc limit 1')).rows;
    const codes = async (ids: number[]) =>
      (await client.query('select title_code from unnest($1::int[]) with ordinality as m(id, ord) join title t on t.id = m.id order by m.ord', [ids])).rows.map((r) => r.title_code);
    for (const allowAdult of [false, true]) {
      const expected = await ranked(common.gram, allowAdult);
      const page2 = await searchTitles(sql, { ...DEFAULT_QUERY, keyword: common.gram, page: 2 }, { allowAdult });
      expect(page2.results.map((r) => r.titleCode)).toEqual(await codes(expected.slice(PAGE_SIZE, 2 * PAGE_SIZE)));
      const suggested = await suggestTitles(sql, common.gram, { allowAdult });
      expect(suggested.map((s) => s.titleCode)).toEqual(await codes(expected.slice(0, SUGGESTION_LIMIT)));
    }
  });

  it('a keyword-only search of 3+ characters counts every match honestly, past the last page too', async () => {
    // The most common 3-character piece of the folded titles.
    const [piece] = (await client.query(
      `select substr(title_fold, 1, 3) as k, count(*) from title_search where length(title_fold) >= 3 group by 1 order by 2 desc limit 1`,
    )).rows;
    const { rows } = await client.query(
      `select count(*)::int as n from title_search s join title t on t.id = s.title_id where strpos(s.doc, $1) > 0 and not t.is_adult`,
      [piece.k],
    );
    const expected = Math.min(rows[0].n, COUNT_CAP);
    expect(expected).toBeGreaterThan(0);
    expect((await searchTitles(sql, { ...DEFAULT_QUERY, keyword: piece.k }, { allowAdult: false })).titleCount).toBe(expected);
    const past = await searchTitles(sql, { ...DEFAULT_QUERY, keyword: piece.k, page: 400 }, { allowAdult: false });
    expect({ results: past.results.length, count: past.titleCount }).toEqual({ results: 0, count: expected });
  });

  it('follow a title that is renamed or becomes adult after a refresh', async () => {
    const [title] = (await client.query('select id, title_code from title where not is_adult order by monthly_sales_amount desc, id limit 1')).rows;
    await client.query(`update title set title_name = 'ゑ' || title_name where id = $1`, [title.id]);
    await refreshSearchDocuments(sql, [title.id]);
    expect((await searchTitles(sql, { ...DEFAULT_QUERY, keyword: 'ゑ' }, { allowAdult: false })).results.map((r) => r.titleCode)).toEqual([title.title_code]);
    await client.query('update title set is_adult = true where id = $1', [title.id]);
    await refreshSearchDocuments(sql, [title.id]);
    expect((await searchTitles(sql, { ...DEFAULT_QUERY, keyword: 'ゑ' }, { allowAdult: false })).titleCount).toBe(0);
    expect((await suggestTitles(sql, 'ゑ', { allowAdult: true })).map((s) => s.titleCode)).toEqual([title.title_code]);
  });
});
