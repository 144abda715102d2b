import type { MikroORM } from '@mikro-orm/postgresql';

export type ImportedReview = { user: number; title: number; rating: number; body: string; spoiler: boolean; at: string };

/** A Postgres array literal. */
const arr = (values: readonly (number | boolean)[]) => `{${values.join(',')}}`;
const textArr = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/**
 * Bulk-inserts reviews into an empty review table (returns false, writing nothing, when any review exists),
 * each rating added to its title's totals as a member's would be. The demo (demo/reviews.ts) writes its
 * invented reviews with it.
 */
export async function importReviews(orm: MikroORM, rows: readonly ImportedReview[]): Promise<boolean> {
  return orm.em.fork().transactional(async (em) => {
    const [existing] = await em.execute<{ present: boolean }[]>('select exists (select 1 from review) as present');
    if (existing!.present) return false;
    await em.execute(
      `insert into review (user_id, title_id, rating, body, has_spoiler, created_at, updated_at)
       select * , at from unnest(?::int[], ?::int[], ?::smallint[], ?::text[], ?::boolean[], ?::timestamptz[]) as r(user_id, title_id, rating, body, has_spoiler, at)
       on conflict (user_id, title_id) do nothing`,
      [arr(rows.map((r) => r.user)), arr(rows.map((r) => r.title)), arr(rows.map((r) => r.rating)), textArr(rows.map((r) => r.body)), arr(rows.map((r) => r.spoiler)), textArr(rows.map((r) => r.at))],
    );
    await em.execute(
      `update title t set total_review_count = t.total_review_count + s.n, total_review_point = t.total_review_point + s.points
         from (select title_id, count(*) as n, sum(rating) as points from review group by title_id) s where s.title_id = t.id`,
    );
    return true;
  });
}
