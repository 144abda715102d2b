import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { REPORT_COMMENT_MAX, REVIEW_REPORT_REASONS } from '../reviews/review-rules.ts';
import { Review } from './review.ts';

/** A member's report of another member's review, for staff to look at (one per member and review). */
export const ReviewReportSchema = defineEntity({
  name: 'ReviewReport',
  tableName: 'review_report',
  indexes: [{ name: 'review_report_created_idx', properties: ['createdAt'] }],
  uniques: [{ name: 'review_report_review_user_unique', properties: ['review', 'user'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    review: () => p.manyToOne(Review).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    reason: p.string().length(16).check(`reason in (${REVIEW_REPORT_REASONS.map((r) => `'${r}'`).join(', ')})`),
    comment: p.text().check(`char_length(comment) <= ${REPORT_COMMENT_MAX}`),
    createdAt: p.datetime(),
    /** Closed by staff (the review kept or hidden): no longer in the open reports. */
    closedAt: p.datetime().nullable(),
  },
});

export class ReviewReport extends ReviewReportSchema.class {}
ReviewReportSchema.setClass(ReviewReport);
