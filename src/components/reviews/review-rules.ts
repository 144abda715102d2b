/** The review form's rules, the same as the API's (modules/catalogue/reviews/review-router.ts). */
export const REVIEW_BODY_MAX = 1000;
export const REVIEW_PATH = '/api/v1/review/';
export const REVIEW_DELETE_PATH = '/api/v1/review/delete/';

export const reviewText = {
  ratingRequired: '評価を星1〜5で選んでください',
  bodyRequired: 'レビューを入力してください',
  bodyTooLong: `レビューは${REVIEW_BODY_MAX}文字以内で入力してください`,
  loginPrompt: 'ログインしてレビューを書こう',
  write: 'レビューを書く',
  edit: 'レビューを編集する',
} as const;

export type ReviewDraft = { rating: number; body: string; hasSpoiler: boolean };
export type ReviewFieldErrors = { rating?: string; body?: string };

/** The body as the server keeps it: NFC, LF line breaks, trimmed. */
export const normalizeBody = (body: string) => body.normalize('NFC').replace(/\r\n?/g, '\n').trim();

export function reviewErrors(draft: ReviewDraft): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) errors.rating = reviewText.ratingRequired;
  const body = normalizeBody(draft.body);
  if (body.length === 0) errors.body = reviewText.bodyRequired;
  else if (body.length > REVIEW_BODY_MAX) errors.body = reviewText.bodyTooLong;
  return errors;
}
