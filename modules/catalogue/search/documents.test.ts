import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from './documents.ts';
import { buildDocument } from './fold.ts';
import { DEFAULT_QUERY } from './search-query.ts';
import { searchTitles } from './search-sql.ts';
import { pgSqlRunner } from './sql-runner.ts';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const sql = pgSqlRunner(client);
const general = { allowAdult: true };

beforeAll(async () => {
  await client.connect();
  await client.query('BEGIN');
});

afterAll(async () => {
  await client.query('ROLLBACK').catch(() => undefined);
  await client.end();
});

describe('search documents', () => {
  it('the seed gave every title its document, built from its name, reading, authors and tags', async () => {
    const { rows } = await client.query(
      `select t.id, t.title_name, t.title_kana, t.tags, s.doc, s.grams,
              (select json_agg(json_build_object('name', a.name, 'nameKana', a.name_kana) order by ta.position, ta.id)
                 from title_author ta join author a on a.id = ta.author_id where ta.title_id = t.id) as authors
         from title t left join title_search s on s.title_id = t.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const expected = buildDocument({ titleName: row.title_name, titleKana: row.title_kana, tags: row.tags, authors: row.authors ?? [] });
      expect(row.doc).toBe(expected.doc);
      expect([...row.grams].sort()).toEqual([...expected.grams].sort());
    }
  });

  it('a renamed title is found by its new name once refreshed, and its deleted sibling disappears', async () => {
    const { rows } = await client.query('select id, title_code from title where not is_adult order by id limit 1');
    const [renamed] = rows as { id: number; title_code: string }[];
    // A title of its own (nothing refers to it), so that deleting it breaks no other table's rows.
    const { rows: created } = await client.query(
      `insert into title (title_code, title_name, title_kana, synopsis, genre_code, publisher_id, started_at, updated_at)
       select 'DOCTEST01', '消える作品', 'キエルサクヒン', '', 1111, min(id), now(), now() from publisher returning id`,
    );
    const removed = created[0] as { id: number };
    await client.query("update title set title_name = 'ズッコケ三人組', title_kana = 'ズッコケサンニングミ' where id = $1", [renamed!.id]);
    const before = await searchTitles(sql, { ...DEFAULT_QUERY, keyword: 'ずっこけ' }, general);
    expect(before.results.map((r) => r.titleCode)).not.toContain(renamed!.title_code);
    await refreshSearchDocuments(sql, [renamed!.id]);
    const after = await searchTitles(sql, { ...DEFAULT_QUERY, keyword: 'ずっこけ' }, general);
    expect(after.results[0]?.titleCode).toBe(renamed!.title_code);

    await refreshSearchDocuments(sql, [removed!.id]);
    expect((await searchTitles(sql, { ...DEFAULT_QUERY, keyword: 'きえるさくひん' }, general)).results[0]?.titleCode).toBe('DOCTEST01');
    await client.query('delete from title where id = $1', [removed!.id]);
    await refreshSearchDocuments(sql, [removed!.id]);
    const { rows: left } = await client.query('select 1 from title_search where title_id = $1', [removed!.id]);
    expect(left).toEqual([]);
  });
});
