'use client';

/**
 * The review modal (spec §2 "review"): five stars, the text with a counter, a spoiler mark; saving
 * posts to /api/v1/review/, a member's existing review can be rewritten or deleted. `ReviewModalView`
 * is presentational; `ReviewModal` reads the modal store (`openModal('review', { titleCode, ... })`).
 */
import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { csrfHeaders } from '../../lib/http/csrf.ts';
import { answerOf, apiClient, handleError, HttpStatusError, type ApiCall } from '../../lib/http/index.ts';
import { closeModal, modalState, showConfirm, type ReviewModalProps } from '../../state/modal-store.ts';
import { showSnackbar } from '../../state/snackbar-store.ts';
import { ModalShell } from '../modals/ModalShell.tsx';
import { normalizeBody, REVIEW_BODY_MAX, reviewErrors, type ReviewDraft, type ReviewFieldErrors } from './review-rules.ts';
import './review-modal.css';

export interface ReviewModalViewProps {
  open: boolean;
  titleName?: string;
  draft: ReviewDraft;
  /** Whether the member already has a review here (then: 更新する and 削除する). */
  editing: boolean;
  errors: ReviewFieldErrors;
  busy: boolean;
  onChange: (draft: ReviewDraft) => void;
  onSubmit: () => void;
  onDelete: () => void;
  onClose: () => void;
}

const RATING_WORDS = ['', 'いまいち', 'まあまあ', 'ふつう', '面白い', 'とても面白い'];

export function ReviewModalView({ open, titleName, draft, editing, errors, busy, onChange, onSubmit, onDelete, onClose }: ReviewModalViewProps) {
  const titleId = useId();
  const bodyId = useId();
  const counterId = useId();
  const ratingErrorId = useId();
  const bodyErrorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const length = normalizeBody(draft.body).length;
  return (
    <ModalShell open={open} onDismiss={busy ? () => {} : onClose} persistent={busy} labelledBy={titleId} modalId="review">
      <form className="review-form" onSubmit={submit} noValidate>
        <div className="ymb-modal__header">
          <h2 id={titleId} className="ymb-modal__title">
            {editing ? 'レビューを編集' : 'レビューを書く'}
          </h2>
          {titleName && <p className="review-form__title-name">{titleName}</p>}
        </div>
        <div className="ymb-modal__body">
          <fieldset className="review-form__stars" aria-describedby={errors.rating ? ratingErrorId : undefined} aria-invalid={errors.rating ? true : undefined}>
            <legend>評価</legend>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={n <= draft.rating ? 'review-form__star review-form__star--on' : 'review-form__star'}>
                <input type="radio" name="rating" value={n} checked={draft.rating === n} onChange={() => onChange({ ...draft, rating: n })} disabled={busy} />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{`星${n}つ（${RATING_WORDS[n]}）`}</span>
              </label>
            ))}
            <span className="review-form__rating-word" aria-hidden="true">
              {RATING_WORDS[draft.rating] ?? ''}
            </span>
          </fieldset>
          {errors.rating && (
            <p className="review-form__error" id={ratingErrorId} role="alert">
              {errors.rating}
            </p>
          )}
          <label className="review-form__label" htmlFor={bodyId}>
            レビュー
          </label>
          <textarea
            id={bodyId}
            className="review-form__body"
            rows={6}
            maxLength={REVIEW_BODY_MAX}
            value={draft.body}
            placeholder="作品の感想を書いてください"
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={[counterId, errors.body ? bodyErrorId : ''].filter(Boolean).join(' ')}
            disabled={busy}
            onChange={(event) => onChange({ ...draft, body: event.target.value })}
          />
          <p className={length > REVIEW_BODY_MAX ? 'review-form__counter review-form__counter--over' : 'review-form__counter'} id={counterId}>
            {length}/{REVIEW_BODY_MAX}文字
          </p>
          {errors.body && (
            <p className="review-form__error" id={bodyErrorId} role="alert">
              {errors.body}
            </p>
          )}
          <label className="review-form__spoiler">
            <input type="checkbox" checked={draft.hasSpoiler} disabled={busy} onChange={(event) => onChange({ ...draft, hasSpoiler: event.target.checked })} />
            ネタバレを含む
          </label>
          <p className="review-form__note">
            投稿の前に<a href="/guideline/">レビュー・投稿ガイドライン</a>をお読みください。
          </p>
        </div>
        <div className="ymb-modal__actions ymb-modal__actions--column">
          <button type="submit" className="ymb-modal__button ymb-modal__button--primary" disabled={busy}>
            {busy ? '送信しています…' : editing ? '更新する' : '投稿する'}
          </button>
          {editing && (
            <button type="button" className="ymb-modal__button ymb-modal__button--secondary" disabled={busy} onClick={onDelete}>
              削除する
            </button>
          )}
          <button type="button" className="ymb-modal__button ymb-modal__button--secondary" disabled={busy} onClick={onClose}>
            キャンセル
          </button>
        </div>
      </form>
    </ModalShell>
  );
}

type Answer = { success?: boolean; message?: { content?: string } };
/** A refused save: field errors from the server go to the form, anything else (`error`) to the error catalogue. */
type Saved = { ok: true; answer: Answer } | { ok: false; message: string; fields: Record<string, string>; error?: unknown };

const REVIEW_FIELDS = ['rating', 'body'] as const;

/** Field errors from a 400 answer's `errors` (path and message), when it has them. */
function serverFieldErrors(error: unknown): ReviewFieldErrors | null {
  if (!(error instanceof HttpStatusError) || error.status !== 400) return null;
  const list = (error.body as { errors?: { path?: string; message?: string }[] } | null)?.errors ?? [];
  const errors: ReviewFieldErrors = {};
  for (const item of list) {
    if (item.path === 'rating') errors.rating = item.message;
    if (item.path === 'body') errors.body = item.message;
  }
  return errors.rating || errors.body ? errors : null;
}

/** Sends one call; never throws (a failure comes back as `ok: false`). */
async function save(call: (headers: Record<string, string>) => Promise<ApiCall>): Promise<Saved> {
  try {
    const answer = (await answerOf(call(await csrfHeaders()))) as Answer;
    if (answer?.success === true) return { ok: true, answer };
    return { ok: false, message: '', fields: {}, error: answer?.message?.content ?? 'レビューを保存できませんでした。' };
  } catch (error) {
    const fields = serverFieldErrors(error);
    return fields ? { ok: false, message: '', fields: fields as Record<string, string> } : { ok: false, message: '', fields: {}, error };
  }
}

/** Store-driven (modal id 'review'). */
export function ReviewModal() {
  const modals = useSnapshot(modalState);
  const props = modals.open.review as ReviewModalProps | undefined;
  if (!props) return null;
  return <ConnectedReviewModal key={props.titleCode} {...props} />;
}

function ConnectedReviewModal({ titleCode, titleName, current, onChanged }: ReviewModalProps) {
  const [draft, setDraft] = useState<ReviewDraft>(current ? { ...current } : { rating: 0, body: '', hasSpoiler: false });
  // The view keeps its own ids and has no line above the form: the hook's focus and formError go unused.
  const form = useFormSubmit(REVIEW_FIELDS);

  async function send(call: (headers: Record<string, string>) => Promise<ApiCall>, check?: () => ReviewFieldErrors) {
    const saved = await form.submit(() => save(call), { check });
    if (!saved) return;
    if (!saved.ok) {
      if (saved.error !== undefined) handleError(saved.error);
      return;
    }
    closeModal('review');
    showSnackbar(saved.answer.message?.content ?? '');
    await onChanged?.();
  }

  return (
    <ReviewModalView
      open
      titleName={titleName}
      draft={draft}
      editing={Boolean(current)}
      errors={form.errors}
      busy={form.sending}
      onChange={(next) => {
        setDraft(next);
        if (form.errors.rating || form.errors.body) form.setErrors(reviewErrors(next));
      }}
      onSubmit={() =>
        void send(
          (headers) => apiClient.api.v1.review.index.$post({ json: { title_code: titleCode, rating: draft.rating, body: normalizeBody(draft.body), has_spoiler: draft.hasSpoiler } }, { headers }),
          () => reviewErrors(draft),
        )
      }
      onDelete={() => showConfirm({ headerMessage: 'このレビューを削除しますか？', okMessage: '削除する', confirmMethod: () => send((headers) => apiClient.api.v1.review.delete.index.$post({ json: { title_code: titleCode } }, { headers })) })}
      onClose={() => closeModal('review')}
    />
  );
}
