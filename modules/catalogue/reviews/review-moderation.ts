import type { MikroORM } from '@mikro-orm/postgresql';

export type ReportedReview = {
  reportId: number;
  reason: string;
  comment: string;
  reportedAt: string;
  closedAt: string | null;
  reviewId: number;
  rating: number;
  body: string;
  hasSpoiler: boolean;
  hiddenAt: string | null;
  titleCode: string;
  titleName: string;
  /** Reports of this review in all. */
  reports: number;
};

type ReportRow = {
  report_id: number; reason: string; comment: string; reported_at: Date; closed_at: Date | null; review_id: number; rating: number; body: string;
  has_spoiler: boolean; hidden_at: Date | null; title_code: string; title_name: string; reports: number;
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * What staff do with reported reviews (decision 053): hide or restore a review (out of every list and of its
 * title's totals, never deleted) and close a report. Only the catalogue's tables.
 */
export function createReviewModeration(orm: MikroORM, options: { now?: () => Date } = {}) {
  const now = () => options.now?.() ?? new Date();
  return {
    async reports(status: 'open' | 'closed'): Promise<ReportedReview[]> {
      const rows = await orm.em.fork().execute<ReportRow[]>(
        `select rr.id as report_id, rr.reason, rr.comment, rr.created_at as reported_at, rr.closed_at, r.id as review_id, r.rating, r.body, r.has_spoiler,
                r.hidden_at, t.title_code, t.title_name, (select count(*)::int from review_report x where x.review_id = r.id) as reports
           from review_report rr join review r on r.id = rr.review_id join title t on t.id = r.title_id
          where ${status === 'open' ? 'rr.closed_at is null' : 'rr.closed_at is not null'}
          order by rr.created_at desc, rr.id desc limit 100`,
      );
      return rows.map((row) => ({
        reportId: row.report_id,
        reason: row.reason,
        comment: row.comment,
        reportedAt: iso(row.reported_at)!,
        closedAt: iso(row.closed_at),
        reviewId: row.review_id,
        rating: row.rating,
        body: row.body,
        hasSpoiler: row.has_spoiler,
        hiddenAt: iso(row.hidden_at),
        titleCode: row.title_code,
        titleName: row.title_name,
        reports: row.reports,
      }));
    },
    async review(id: number): Promise<{ titleCode: string; rating: number; body: string; hidden: boolean } | null> {
      const [row] = await orm.em
        .fork()
        .execute<{ title_code: string; rating: number; body: string; hidden_at: Date | null }[]>('select t.title_code, r.rating, r.body, r.hidden_at from review r join title t on t.id = r.title_id where r.id = ?', [id]);
      return row ? { titleCode: row.title_code, rating: row.rating, body: row.body, hidden: row.hidden_at !== null } : null;
    },
    /** Hides or restores a review, taking it out of (or back into) its title's totals; nothing when it already is so. */
    async setHidden(id: number, hidden: boolean): Promise<void> {
      await orm.em.fork().transactional(async (em) => {
        const [row] = await em.execute<{ title_id: number; rating: number }[]>(
          `update review set hidden_at = ${hidden ? '?' : 'null'} where id = ? and hidden_at is ${hidden ? 'null' : 'not null'} returning title_id, rating`,
          hidden ? [now(), id] : [id],
        );
        if (!row) return;
        const sign = hidden ? -1 : 1;
        await em.execute('update title set total_review_count = greatest(total_review_count + ?, 0), total_review_point = greatest(total_review_point + ?, 0) where id = ?', [sign, sign * row.rating, row.title_id]);
      });
    },
    async report(id: number): Promise<{ reviewId: number; reason: string; comment: string; closed: boolean } | null> {
      const [row] = await orm.em.fork().execute<{ review_id: number; reason: string; comment: string; closed_at: Date | null }[]>('select review_id, reason, comment, closed_at from review_report where id = ?', [id]);
      return row ? { reviewId: row.review_id, reason: row.reason, comment: row.comment, closed: row.closed_at !== null } : null;
    },
    async setReportClosed(id: number, closed: boolean): Promise<void> {
      await orm.em.fork().execute(`update review_report set closed_at = ${closed ? 'coalesce(closed_at, ?)' : 'null'} where id = ?`, closed ? [now(), id] : [id]);
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
