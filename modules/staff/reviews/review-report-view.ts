/** A report of a review as the console lists it (the catalogue's ReportedReview, structurally). */
export type ReportedReviewView = {
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
  reports: number;
};

/** With the versions the console's saves carry. */
export type ReportedReviewRow = ReportedReviewView & { reviewVersion: number; reportVersion: number };
