export { createReviewService, REVIEW_BODY_MAX, REVIEWS_PER_PAGE, REVIEW_SORTS, NO_REVIEW_FILTER, type ReviewFilter, type ReviewSort, type ReviewService, type ReviewView, type TitledReviewView, type TitleReviews, type LatestReviews, type ReviewTotals } from './review-service.ts';
export { reviewRouter, reviewInput, reportInput, reviewListQuery, reviewMessages } from './review-router.ts';
export { seedDemoReviews } from './demo-reviews.ts';
