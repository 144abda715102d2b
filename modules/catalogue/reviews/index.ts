export { createReviewService, REVIEW_BODY_MAX, REVIEWS_PER_PAGE, type ReviewService, type ReviewView, type TitledReviewView, type TitleReviews, type LatestReviews, type ReviewTotals } from './review-service.ts';
export { reviewRouter, reviewInput, reportInput, reviewMessages } from './review-router.ts';
export { seedDemoReviews } from './demo-reviews.ts';
