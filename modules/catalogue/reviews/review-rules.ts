/** The review rules both the API and the pages apply (browser-safe: no server imports). */
export const REVIEW_BODY_MAX = 1000;
export const REPORT_COMMENT_MAX = 500;
export const REVIEW_SORTS = ['new', 'high', 'low'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_REPORT_REASONS = ['spoiler', 'abuse', 'spam', 'unrelated', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

export const reviewRuleMessages = {
  ratingRequired: '評価を星1〜5で選んでください',
  bodyRequired: 'レビューを入力してください',
  bodyTooLong: `レビューは${REVIEW_BODY_MAX}文字以内で入力してください`,
  reasonRequired: '通報の理由を選んでください',
  commentTooLong: `詳細は${REPORT_COMMENT_MAX}文字以内で入力してください`,
  /** The login modal's prompt for visitors. */
  loginPrompt: 'ログインしてレビューを書こう',
} as const;

/** A text as it is kept: NFC, LF line breaks, trimmed. */
export const normalizeReviewText = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n').trim();
