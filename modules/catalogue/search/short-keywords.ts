/**
 * Precomputed answers for 1- and 2-character keywords (`title_search_gram`). Such a keyword matches
 * exactly the documents whose unigrams / bigrams hold it (grams never span two fields, and neither
 * does a keyword), so for each gram and audience the match count and the best TOP_IDS ids, ordered as
 * the default search orders them (relevanceOf that gram, popularity, id), answer a default search
 * page or a suggestion with one primary-key lookup. See docs/decisions/025-short-keyword-search.md.
 */
import type { SqlRunner } from './sql-runner.ts';
import { documentGrams, FIELD_SEPARATOR } from './fold.ts';
import { COUNT_CAP } from './search-query.ts';

/** Every page a capped count can show (COUNT_CAP / PAGE_SIZE pages) is precomputed. */
export const TOP_IDS = COUNT_CAP;

/** Keywords of at most this many characters are answered from `title_search_gram`. */
export const SHORT_KEYWORD = 2;

type DocRow = { title_id: number; title_fold: string; kana_fold: string; authors_fold: string; tags_fold: string; is_adult: boolean };

const S = FIELD_SEPARATOR;

/**
 * relevanceOf() (relevance.ts) in TypeScript, as a class: 0 best (1000) … 10 worst (100).
 * Both compare code points exactly, so they agree; the relevance tests hold them to it.
 */
export function relevanceClass(doc: Pick<DocRow, 'title_fold' | 'kana_fold' | 'authors_fold' | 'tags_fold'>, k: string): number {
  if (doc.title_fold === k) return 0;
  if (doc.title_fold.startsWith(k)) return 1;
  if (doc.authors_fold.includes(S + k + S)) return 2;
  if (doc.kana_fold === k) return 3;
  if (doc.kana_fold.startsWith(k)) return 4;
  if (doc.title_fold.includes(k)) return 5;
  if (doc.authors_fold.includes(S + k)) return 6;
  if (doc.kana_fold.includes(k)) return 7;
  if (doc.authors_fold.includes(k)) return 8;
  if (doc.tags_fold.includes(S + k + S)) return 9;
  return 10;
}

/** The grams of a stored document (the same as its `grams` column). */
const gramsOf = (doc: DocRow) =>
  documentGrams([doc.title_fold, doc.kana_fold, ...doc.authors_fold.split(S), ...doc.tags_fold.split(S)].filter(Boolean));

const POPULARITY_BITS = 2 ** 27;
const BATCH = 2000;

/**
 * Rebuilds `title_search_gram` from the documents: reads them once, ranks in memory (a sort key is
 * relevance class × 2^27 + popularity position) and upserts in batches, each row replaced atomically,
 * so searches running meanwhile see old or new answers, never none. 100,000 titles: about 8 s on
 * the shared 2-core machine (9.8 million document-gram pairs).
 */
export async function refreshShortKeywords(sql: SqlRunner): Promise<void> {
  const docs = await sql<DocRow>(
    `select s.title_id, s.title_fold, s.kana_fold, s.authors_fold, s.tags_fold, s.is_adult
       from title_search s join title t on t.id = s.title_id
      order by s.popularity desc, s.title_id`,
  );
  if (docs.length >= POPULARITY_BITS) throw new Error('refreshShortKeywords: too many titles for the sort key');
  // Keys per gram, for every title (adult audience) and for titles without the adult flag (general).
  const lists = new Map<string, { all: number[]; general: number[] }>();
  docs.forEach((doc, position) => {
    for (const gram of gramsOf(doc)) {
      const key = relevanceClass(doc, gram) * POPULARITY_BITS + position;
      let list = lists.get(gram);
      if (!list) lists.set(gram, (list = { all: [], general: [] }));
      list.all.push(key);
      if (!doc.is_adult) list.general.push(key);
    }
  });
  const top = (keys: number[]) => {
    const sorted = Uint32Array.from(keys).sort();
    const ids: number[] = [];
    for (let i = 0; i < sorted.length && i < TOP_IDS; i++) ids.push(docs[sorted[i]! % POPULARITY_BITS]!.title_id);
    return `{${ids.join(',')}}`;
  };
  const grams = [...lists.keys()];
  for (let i = 0; i < grams.length; i += BATCH) {
    const rows = grams.slice(i, i + BATCH).flatMap((gram) => {
      const list = lists.get(gram)!;
      return [
        { gram, forAdult: true, count: list.all.length, ids: top(list.all) },
        { gram, forAdult: false, count: list.general.length, ids: top(list.general) },
      ];
    });
    await sql(
      `insert into title_search_gram (gram, for_adult, match_count, top_ids)
       select gram, for_adult, match_count, top_ids::int[]
         from unnest($1::text[], $2::boolean[], $3::int[], $4::text[]) as d(gram, for_adult, match_count, top_ids)
       on conflict (gram, for_adult) do update set match_count = excluded.match_count, top_ids = excluded.top_ids`,
      [rows.map((r) => r.gram), rows.map((r) => r.forAdult), rows.map((r) => r.count), rows.map((r) => r.ids)],
    );
  }
  await sql('delete from title_search_gram q where not exists (select 1 from unnest($1::text[]) as n(gram) where n.gram = q.gram)', [grams]);
  // Without statistics (autovacuum may be off, and a rebuild replaces every row) the planner expected
  // hundreds of rows per gram and joined `title` by a full scan: 19 ms instead of 0.2 ms per page.
  await sql('analyze title_search_gram');
}
