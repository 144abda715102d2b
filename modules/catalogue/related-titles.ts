import { createCache } from '#platform/cache/cache.ts';
import { config } from '#platform/config.ts';
import type { SqlRunner } from './search/sql-runner.ts';

/** How many cards each related list of the title page holds. */
export const RELATED_LIMIT = 12;

export type RelatedIds = { byAuthors: number[]; similar: number[] };
export type RelatedLists<T> = { byAuthors: T[]; similar: T[] };

/** Other titles by any of the title's creators, most popular first; adult ones only when $2 allows. */
const BY_AUTHORS_SQL = `
  select t.id
    from title t
   where t.id <> $1
     and ($2::boolean or not t.is_adult)
     and exists (select 1 from title_author mine join title_author theirs on theirs.author_id = mine.author_id
                  where mine.title_id = $1 and theirs.title_id = t.id)
   order by t.monthly_sales_amount desc, t.id
   limit ${RELATED_LIMIT}`;

/**
 * Similar titles: each shared tag counts 2, the same genre 1; ties by popularity. Titles already
 * listed under the same creators ($3) are left out.
 */
const SIMILAR_SQL = `
  with me as (select id, tags, genre_code from title where id = $1)
  select t.id
    from title t, me
   where t.id <> me.id
     and ($2::boolean or not t.is_adult)
     and (t.tags && me.tags or t.genre_code = me.genre_code)
     and not (t.id = any($3::int[]))
   order by 2 * cardinality(array(select unnest(t.tags) intersect select unnest(me.tags)))
              + case when t.genre_code = me.genre_code then 1 else 0 end desc,
            t.monthly_sales_amount desc, t.id
   limit ${RELATED_LIMIT}`;

/** The ids of a title's related lists, best first. */
export async function relatedIds(sql: SqlRunner, titleId: number, allowAdult: boolean): Promise<RelatedIds> {
  const byAuthors = (await sql<{ id: number }>(BY_AUTHORS_SQL, [titleId, allowAdult])).map((r) => r.id);
  const similar = (await sql<{ id: number }>(SIMILAR_SQL, [titleId, allowAdult, byAuthors])).map((r) => r.id);
  return { byAuthors, similar };
}

/**
 * A title's related lists as cards, cached per title and audience (the same for everyone of it) for
 * RELATED_CACHE_TTL_MS.
 */
export function createRelatedTitles<T>(sql: SqlRunner, toCards: (ids: number[]) => Promise<T[]>) {
  const cache = createCache<RelatedLists<T>>({ max: 2000, ttlMs: config.relatedCacheTtlMs, staleMs: config.answerCacheStaleMs });
  const related = (titleCode: string, allowAdult: boolean): Promise<RelatedLists<T>> =>
    cache.get(`${allowAdult ? 'adult' : 'general'}:${titleCode}`, async () => {
      const [title] = await sql<{ id: number }>('select id from title where title_code = $1', [titleCode]);
      if (!title) return { byAuthors: [], similar: [] };
      const ids = await relatedIds(sql, title.id, allowAdult);
      const [byAuthors, similar] = await Promise.all([toCards(ids.byAuthors), toCards(ids.similar)]);
      return { byAuthors, similar };
    });
  /** Forgets every list (the catalogue changed). */
  related.clear = () => cache.clear();
  return related;
}
