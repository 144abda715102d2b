import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { REVIEW_BODY_MAX } from '../reviews/review-rules.ts';
import { Title } from './title.ts';

/**
 * A member's review of a title: one per member and title, rewritten in place. Its rating is part of
 * the title's totalReviewCount/totalReviewPoint, which also hold ratings given without a text.
 */
export const ReviewSchema = defineEntity({
  name: 'Review',
  tableName: 'review',
  indexes: [
    { name: 'review_title_created_idx', properties: ['title', 'createdAt'] },
    { name: 'review_created_idx', properties: ['createdAt'] },
  ],
  uniques: [{ name: 'review_user_title_unique', properties: ['user', 'title'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    title: () => p.manyToOne(Title).deleteRule('cascade'),
    rating: p.smallint().check('rating >= 1 and rating <= 5'),
    body: p.text().check(`char_length(body) >= 1 and char_length(body) <= ${REVIEW_BODY_MAX}`),
    hasSpoiler: p.boolean().default(false),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    /** Hidden by staff after a report (decision 053): out of every list and of the title's totals, kept for restoring. */
    hiddenAt: p.datetime().nullable(),
  },
});

export class Review extends ReviewSchema.class {}
ReviewSchema.setClass(Review);
