/**
 * Builds the search documents from the catalogue tables in one set-based statement. Whoever changes
 * a title's name, reading, tags, authors or stories calls this for those titles (the seed calls it
 * once for everything); stale documents of deleted titles are removed.
 */

import { documentGramsSql, foldSql } from './fold.ts';

/** Runs one statement with `$n` parameters (a pg client, or the ORM connection through an adapter). */
export type SqlRunner = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

const FOLDED = `
  select t.id as title_id, f.title_fold, f.kana_fold, f.authors_fold, f.tags_fold,
         f.title_fold || chr(1) || f.kana_fold || f.authors_fold || f.tags_fold as doc,
         (select count(*) from story s where s.title_id = t.id and s.payment_type = 1)::int as free_story_count
    from title t
   cross join lateral (
     select ${foldSql('t.title_name')} as title_fold,
            ${foldSql('t.title_kana')} as kana_fold,
            coalesce((select string_agg(chr(1) || ${foldSql('a.name')} || chr(1) || ${foldSql('a.name_kana')}, '' order by ta.position, ta.id)
                        from title_author ta join author a on a.id = ta.author_id
                       where ta.title_id = t.id), '') || chr(1) as authors_fold,
            coalesce((select string_agg(chr(1) || ${foldSql('tag')}, '') from unnest(t.tags) as tag), '') || chr(1) as tags_fold
   ) as f`;

/** Rebuilds the documents of the given titles (all titles when `titleIds` is omitted). */
export async function refreshSearchDocuments(sql: SqlRunner, titleIds?: readonly number[]): Promise<void> {
  const ids = titleIds ? [...titleIds] : null;
  await sql(
    `insert into title_search (title_id, title_fold, kana_fold, authors_fold, tags_fold, doc, grams, free_story_count)
     select d.title_id, d.title_fold, d.kana_fold, d.authors_fold, d.tags_fold, d.doc, ${documentGramsSql('d.doc')}, d.free_story_count
       from (${FOLDED} where $1::int[] is null or t.id = any($1::int[])) as d
     on conflict (title_id) do update set
       title_fold = excluded.title_fold, kana_fold = excluded.kana_fold, authors_fold = excluded.authors_fold,
       tags_fold = excluded.tags_fold, doc = excluded.doc, grams = excluded.grams, free_story_count = excluded.free_story_count`,
    [ids],
  );
  await sql(
    `delete from title_search s where ($1::int[] is null or s.title_id = any($1::int[])) and not exists (select 1 from title t where t.id = s.title_id)`,
    [ids],
  );
}
