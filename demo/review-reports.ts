import type { MikroORM } from '@mikro-orm/postgresql';

/** One open report of a demo review (by premium@), so that /staff/reviews/ shows something to act on. Idempotent. */
export async function seedDemoReviewReport(orm: MikroORM, reporterId: number): Promise<void> {
  await orm.em.fork().execute(
    `insert into review_report (review_id, user_id, reason, comment, created_at)
     select r.id, ?, 'spoiler', '結末が書かれています（デモの通報）', now() from review r where r.user_id <> ? order by r.id limit 1
     on conflict do nothing`,
    [reporterId, reporterId],
  );
}
