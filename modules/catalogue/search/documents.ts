/**
 * Builds the search documents from the catalogue tables: reads titles with their authors, tags and
 * free-story counts in batches, folds them (fold.ts) and upserts them. Whoever changes a title's
 * name, reading, tags, authors or stories calls this for those titles (the seed calls it once for
 * everything); documents of deleted titles are removed. The precomputed answers of 1- and
 * 2-character keywords (short-keywords.ts) are rebuilt with them, and so are they when a title's
 * popularity (monthly sales) or adult flag changes.
 */
import { buildDocument } from './fold.ts';
import type { SqlRunner } from './sql-runner.ts';
import { refreshShortKeywords } from './short-keywords.ts';

const BATCH = 5000;

type SourceRow = {
  id: number; title_name: string; title_kana: string; tags: string[]; authors: { name: string; nameKana: string }[] | null;
  free_story_count: number; is_adult: boolean; monthly_sales_amount: number;
};

const SOURCE = `
  select t.id, t.title_name, t.title_kana, t.tags, t.is_adult, t.monthly_sales_amount,
         (select json_agg(json_build_object('name', a.name, 'nameKana', a.name_kana) order by ta.position, ta.id)
            from title_author ta join author a on a.id = ta.author_id where ta.title_id = t.id) as authors,
         (select count(*) from story s where s.title_id = t.id and s.payment_type = 1)::int as free_story_count
    from title t`;

/** A text[] as a PostgreSQL array literal (sent as text, cast in SQL). */
const arrayLiteral = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

async function upsert(sql: SqlRunner, rows: SourceRow[]): Promise<void> {
  if (!rows.length) return;
  const docs = rows.map((row) => ({ id: row.id, free: row.free_story_count, adult: row.is_adult, sales: row.monthly_sales_amount, ...buildDocument({ titleName: row.title_name, titleKana: row.title_kana, tags: row.tags ?? [], authors: row.authors ?? [] }) }));
  await sql(
    `insert into title_search (title_id, title_fold, kana_fold, authors_fold, tags_fold, doc, grams, free_story_count, is_adult, popularity)
     select id, title_fold, kana_fold, authors_fold, tags_fold, doc, grams::text[], free, adult, sales
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::boolean[], $10::int[])
            as d(id, title_fold, kana_fold, authors_fold, tags_fold, doc, grams, free, adult, sales)
     on conflict (title_id) do update set
       title_fold = excluded.title_fold, kana_fold = excluded.kana_fold, authors_fold = excluded.authors_fold,
       tags_fold = excluded.tags_fold, doc = excluded.doc, grams = excluded.grams, free_story_count = excluded.free_story_count,
       is_adult = excluded.is_adult, popularity = excluded.popularity`,
    [
      docs.map((d) => d.id), docs.map((d) => d.titleFold), docs.map((d) => d.kanaFold), docs.map((d) => d.authorsFold),
      docs.map((d) => d.tagsFold), docs.map((d) => d.doc), docs.map((d) => arrayLiteral(d.grams)), docs.map((d) => d.free),
      docs.map((d) => d.adult), docs.map((d) => d.sales),
    ],
  );
}

/** Rebuilds the documents of the given titles (all titles when `titleIds` is omitted). */
export async function refreshSearchDocuments(sql: SqlRunner, titleIds?: readonly number[]): Promise<void> {
  if (titleIds) {
    for (let i = 0; i < titleIds.length; i += BATCH) {
      const ids = titleIds.slice(i, i + BATCH);
      await upsert(sql, await sql<SourceRow>(`${SOURCE} where t.id = any($1::int[])`, [ids]));
    }
    await sql('delete from title_search s where s.title_id = any($1::int[]) and not exists (select 1 from title t where t.id = s.title_id)', [[...titleIds]]);
    // Any gram of these titles may rank differently now: the short-keyword answers are rebuilt whole.
    await refreshShortKeywords(sql);
    return;
  }
  let after = 0;
  for (;;) {
    const rows = await sql<SourceRow>(`${SOURCE} where t.id > $1 order by t.id limit ${BATCH}`, [after]);
    await upsert(sql, rows);
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  await sql('delete from title_search s where not exists (select 1 from title t where t.id = s.title_id)');
  await refreshShortKeywords(sql);
}
