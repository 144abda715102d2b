import { normalizeReviewText, REVIEW_BODY_MAX, reviewRuleMessages } from '#modules/catalogue/client.ts';

/** The review form's rules: the API's own (modules/catalogue/reviews/review-rules.ts), and the form's words. */
export { REVIEW_BODY_MAX };

export const reviewText = {
  ...reviewRuleMessages,
  write: 'レビューを書く',
  edit: 'レビューを編集する',
} as const;

export type ReviewDraft = { rating: number; body: string; hasSpoiler: boolean };
export type ReviewFieldErrors = { rating?: string; body?: string };

/** The body as the server keeps it: NFC, LF line breaks, trimmed. */
export const normalizeBody = normalizeReviewText;

export function reviewErrors(draft: ReviewDraft): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) errors.rating = reviewText.ratingRequired;
  const body = normalizeBody(draft.body);
  if (body.length === 0) errors.body = reviewText.bodyRequired;
  else if (body.length > REVIEW_BODY_MAX) errors.body = reviewText.bodyTooLong;
  return errors;
}
