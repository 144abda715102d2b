import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import type { EditableKind, StaffEdits } from '../edits/staff-edits.ts';
import { StaffError } from '../staff-errors.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import type { ReportedReviewView } from './review-report-view.ts';

type ReviewSnapshot = { titleCode: string; rating: number; body: string; hidden: boolean };
type ReportSnapshot = { reviewId: number; reason: string; comment: string; closed: boolean };

/** What the console reaches of the catalogue's reviews and reports, injected by the composition root. */
export type ReviewModerating = {
  reports(status: 'open' | 'closed'): Promise<ReportedReviewView[]>;
  review(id: number): Promise<ReviewSnapshot | null>;
  setHidden(id: number, hidden: boolean): Promise<void>;
  report(id: number): Promise<ReportSnapshot | null>;
  setReportClosed(id: number, closed: boolean): Promise<void>;
  /** After a review was hidden or restored: its title's pages show it at once. */
  changed?(titleCode: string): void;
};

const idParam = z.object({ id: z.string().regex(/^[1-9][0-9]{0,9}$/, { error: '番号が正しくありません' }).transform(Number) });
const version = z.number({ error: '版（version）がありません' }).int().min(0);

/** Review moderation as console kinds: a review's `hidden`, a report's `closed`, versioned and logged. */
export function reviewReportsRouter(deps: { reviews: ReviewModerating; edits: StaffEdits }) {
  const { reviews, edits } = deps;
  const reviewKind: EditableKind<ReviewSnapshot> = edits.register({
    type: 'review',
    label: 'レビュー',
    read: (id) => reviews.review(Number(id)),
    write: (id, next) => reviews.setHidden(Number(id), next.hidden),
    changed: (_id, next) => reviews.changed?.(next.titleCode),
  });
  const reportKind: EditableKind<ReportSnapshot> = edits.register({
    type: 'review-report',
    label: 'レビューの通報',
    read: (id) => reviews.report(Number(id)),
    write: (id, next) => reviews.setReportClosed(Number(id), next.closed),
  });
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.reviewReports, staffOnly(), validate('query', z.object({ status: z.enum(['open', 'closed'], { error: 'status は open か closed です' }).default('open') })), async (c) => {
      const list = await reviews.reports(c.req.valid('query').status);
      const [reviewVersions, reportVersions] = await Promise.all([
        edits.versionsOf('review', [...new Set(list.map((r) => String(r.reviewId)))]),
        edits.versionsOf('review-report', list.map((r) => String(r.reportId))),
      ]);
      return c.json({
        success: true as const,
        reports: list.map((r) => ({ ...r, reviewVersion: reviewVersions.get(String(r.reviewId)) ?? 0, reportVersion: reportVersions.get(String(r.reportId)) ?? 0 })),
      });
    })
    .post(`${STAFF_PATHS.reviews}:id/`, staffOnly(), validate('param', idParam), validate('json', z.object({ hidden: z.boolean({ error: '非表示にするかどうかを選んでください' }), version })), async (c) => {
      const { hidden, version: v } = c.req.valid('json');
      const saved = await edits.save(reviewKind, String(c.req.valid('param').id), v, { hidden }, staffActor(c));
      return c.json({ success: true as const, version: saved.version, hidden: saved.value.hidden });
    })
    .post(`${STAFF_PATHS.reviewReports}:id/`, staffOnly(), validate('param', idParam), validate('json', z.object({ closed: z.boolean({ error: '対応済みにするかどうかを選んでください' }), version })), async (c) => {
      const id = c.req.valid('param').id;
      if (!(await reviews.report(id))) throw new StaffError('not-found');
      const { closed, version: v } = c.req.valid('json');
      const saved = await edits.save(reportKind, String(id), v, { closed }, staffActor(c));
      return c.json({ success: true as const, version: saved.version, closed: saved.value.closed });
    });
}
