import type { MikroORM } from '@mikro-orm/postgresql';
import { nativeQuery } from '#platform/db/native-query.ts';

const BATCH = 50_000;

/**
 * Bulk-inserts a history of visitors' reads (title id, story number, time) into an empty reading history
 * (nothing happens when a reading event exists); reads of stories the title lacks are dropped. Returns the
 * events inserted. The demo (demo/activity.ts) imports its invented 60 days with it.
 */
export async function importReads(orm: MikroORM, events: { titleIds: number[]; storyNumbers: number[]; at: string[] }): Promise<number> {
  const [existing] = await nativeQuery<{ present: boolean }>(orm, 'select exists (select 1 from reading_event) as present');
  if (existing?.present) return 0;
  let inserted = 0;
  for (let start = 0; start < events.titleIds.length; start += BATCH) {
    const end = start + BATCH;
    const rows = await nativeQuery<{ n: number }>(
      orm,
      `with added as (
         insert into reading_event (story_id, title_id, user_id, created_at)
         select s.story_id, x.t, null, x.at from unnest($1::int[], $2::int[], $3::timestamptz[]) as x(t, n, at)
           join catalogue_story_ref s on s.title_id = x.t and s.story_number = x.n
         returning 1)
       select count(*)::int as n from added`,
      [events.titleIds.slice(start, end), events.storyNumbers.slice(start, end), events.at.slice(start, end)],
    );
    inserted += rows[0]?.n ?? 0;
  }
  return inserted;
}
