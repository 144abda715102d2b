export { createReviewService, REVIEWS_PER_PAGE, NO_REVIEW_FILTER, type ReviewFilter, type ReviewService, type ReviewView, type TitledReviewView, type TitleReviews, type LatestReviews, type ReviewTotals } from './review-service.ts';
export { reviewRouter, reviewBodyLimit, reviewInput, reportInput, reviewListQuery, reviewMessages } from './review-router.ts';
export { importReviews, type ImportedReview } from './import-reviews.ts';
export * from './review-rules.ts';
export { createReviewModeration, type ReviewModeration, type ReportedReview } from './review-moderation.ts';
