'use client';

/**
 * The review report form of /review/report/{id}/: a reason (required), details (optional, 500
 * characters), then a thank-you in place of the form. `ReportReviewFormView` is presentational.
 */
import { useId, useState, type FormEvent } from 'react';
import { REPORT_COMMENT_MAX, reviewRuleMessages, type ReviewReportReason } from '#modules/catalogue/client.ts';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { csrfHeaders } from '../../lib/http/csrf.ts';
import { answerOf, apiClient, handleError } from '../../lib/http/index.ts';
import './review-modal.css';

export const REPORT_REASONS: readonly { value: ReviewReportReason; label: string }[] = [
  { value: 'spoiler', label: 'ネタバレが含まれている' },
  { value: 'abuse', label: '誹謗中傷・不快な表現がある' },
  { value: 'spam', label: '宣伝・スパム' },
  { value: 'unrelated', label: '作品と関係のない内容' },
  { value: 'other', label: 'その他' },
];
export type ReportReason = ReviewReportReason;

export type ReportStep = { kind: 'form' | 'sending' } | { kind: 'done'; message: string };

export interface ReportReviewFormViewProps {
  reason: ReportReason | null;
  comment: string;
  error: string | null;
  step: ReportStep;
  backHref: string;
  onReason: (reason: ReportReason) => void;
  onComment: (comment: string) => void;
  onSubmit: () => void;
}

export function ReportReviewFormView({ reason, comment, error, step, backHref, onReason, onComment, onSubmit }: ReportReviewFormViewProps) {
  const commentId = useId();
  const errorId = useId();
  if (step.kind === 'done') {
    return (
      <div className="report-form__done" role="status">
        <p>{step.message}</p>
        <a href={backHref}>レビューに戻る</a>
      </div>
    );
  }
  const sending = step.kind === 'sending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="report-form" onSubmit={submit} noValidate aria-busy={sending}>
      <fieldset className="report-form__reasons" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        <legend>通報の理由</legend>
        {REPORT_REASONS.map((item) => (
          <label key={item.value} className="report-form__reason">
            <input type="radio" name="reason" value={item.value} checked={reason === item.value} disabled={sending} onChange={() => onReason(item.value)} />
            {item.label}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="review-form__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <label className="review-form__label" htmlFor={commentId}>
        詳細（任意）
      </label>
      <textarea id={commentId} className="review-form__body" rows={4} maxLength={REPORT_COMMENT_MAX} value={comment} disabled={sending} onChange={(event) => onComment(event.target.value)} />
      <p className="review-form__counter">
        {comment.length}/{REPORT_COMMENT_MAX}文字
      </p>
      <p className="review-form__note">通報した内容は運営が確認します。通報したことが相手に伝わることはありません。</p>
      <button type="submit" className="button button--primary report-form__submit" disabled={sending}>
        {sending ? '送信しています…' : '通報する'}
      </button>
    </form>
  );
}

type Reported = { ok: true; message: string } | { ok: false; message: string; fields: Record<string, string>; error: unknown };

/** Sends the report; never throws (a failure, for the error catalogue, comes back as `ok: false`). */
async function sendReport(reviewId: number, reason: ReportReason, comment: string): Promise<Reported> {
  try {
    const answer = await answerOf(apiClient.api.v1.review.report.index.$post({ json: { review_id: reviewId, reason, comment: comment.trim() } }, { headers: await csrfHeaders() }));
    if (answer?.success !== true) return { ok: false, message: '', fields: {}, error: answer?.message?.content ?? '通報できませんでした。' };
    return { ok: true, message: answer.message?.content ?? '' };
  } catch (error) {
    return { ok: false, message: '', fields: {}, error };
  }
}

const REPORT_FIELDS = ['reason'] as const;

/** Sends the report to POST /api/v1/review/report/. */
export function ReportReviewForm({ reviewId, backHref }: { reviewId: number; backHref: string }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [done, setDone] = useState<string | null>(null);
  // Its failures go to the error catalogue, not above the form: only the reason's own check shows here.
  const form = useFormSubmit(REPORT_FIELDS);

  async function submit() {
    const reported = await form.submit(() => sendReport(reviewId, reason!, comment), { check: () => (reason ? {} : { reason: reviewRuleMessages.reasonRequired }) });
    if (!reported) return;
    if (reported.ok) setDone(reported.message);
    else handleError(reported.error);
  }

  const step: ReportStep = done !== null ? { kind: 'done', message: done } : { kind: form.sending ? 'sending' : 'form' };
  return (
    <ReportReviewFormView
      reason={reason}
      comment={comment}
      error={form.errors.reason ?? null}
      step={step}
      backHref={backHref}
      onReason={(next) => {
        setReason(next);
        form.clearError('reason');
      }}
      onComment={setComment}
      onSubmit={() => void submit()}
    />
  );
}
