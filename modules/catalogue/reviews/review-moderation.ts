import type { MikroORM } from '@mikro-orm/postgresql';
import { catalogueDb, type CatalogueDb } from '../kysely-db.ts';

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

// Timestamps come back as text from MikroORM's pool.
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * What staff do with reported reviews (decision 053): hide or restore a review (out of every list and of its
 * title's totals, never deleted) and close a report. Only the catalogue's tables.
 */
export function createReviewModeration(orm: MikroORM, options: { now?: () => Date } = {}) {
  const now = () => options.now?.() ?? new Date();
  return {
    async reports(status: 'open' | 'closed'): Promise<ReportedReview[]> {
      const rows = await catalogueDb(orm)
        .selectFrom('review_report as rr')
        .innerJoin('review as r', 'r.id', 'rr.review_id')
        .innerJoin('title as t', 't.id', 'r.title_id')
        .select((eb) => [
          'rr.id as report_id',
          'rr.reason',
          'rr.comment',
          'rr.created_at as reported_at',
          'rr.closed_at',
          'r.id as review_id',
          'r.rating',
          'r.body',
          'r.has_spoiler',
          'r.hidden_at',
          't.title_code',
          't.title_name',
          eb
            .selectFrom('review_report as x')
            .select((x) => x.cast<number>(x.fn.countAll(), 'integer').as('n'))
            .whereRef('x.review_id', '=', 'r.id')
            .$asScalar()
            .as('reports'),
        ])
        .where('rr.closed_at', status === 'open' ? 'is' : 'is not', null)
        .orderBy('rr.created_at', 'desc')
        .orderBy('rr.id', 'desc')
        .limit(100)
        .execute();
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
      const row = await catalogueDb(orm)
        .selectFrom('review as r')
        .innerJoin('title as t', 't.id', 'r.title_id')
        .select(['t.title_code', 'r.rating', 'r.body', 'r.hidden_at'])
        .where('r.id', '=', id)
        .executeTakeFirst();
      return row ? { titleCode: row.title_code, rating: row.rating, body: row.body, hidden: row.hidden_at !== null } : null;
    },
    /** Hides or restores a review, taking it out of (or back into) its title's totals; nothing when it already is so. */
    async setHidden(id: number, hidden: boolean): Promise<void> {
      await orm.em.fork().transactional(async (em) => {
        const db = em.getKysely<CatalogueDb>();
        const row = await db
          .updateTable('review')
          .set({ hidden_at: hidden ? now() : null })
          .where('id', '=', id)
          .where('hidden_at', hidden ? 'is' : 'is not', null)
          .returning(['title_id', 'rating'])
          .executeTakeFirst();
        if (!row) return;
        const sign = hidden ? -1 : 1;
        await db
          .updateTable('title')
          .set((eb) => ({
            total_review_count: eb.fn<number>('greatest', [eb('total_review_count', '+', sign), eb.lit(0)]),
            total_review_point: eb.fn<number>('greatest', [eb('total_review_point', '+', sign * row.rating), eb.lit(0)]),
          }))
          .where('id', '=', row.title_id)
          .execute();
      });
    },
    async report(id: number): Promise<{ reviewId: number; reason: string; comment: string; closed: boolean } | null> {
      const row = await catalogueDb(orm).selectFrom('review_report').select(['review_id', 'reason', 'comment', 'closed_at']).where('id', '=', id).executeTakeFirst();
      return row ? { reviewId: row.review_id, reason: row.reason, comment: row.comment, closed: row.closed_at !== null } : null;
    },
    async setReportClosed(id: number, closed: boolean): Promise<void> {
      await catalogueDb(orm)
        .updateTable('review_report')
        .set((eb) => ({ closed_at: closed ? eb.fn.coalesce('closed_at', eb.val(now())) : null }))
        .where('id', '=', id)
        .execute();
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
