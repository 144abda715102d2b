'use client';

/**
 * The title review list modal (spec §2 "title review list"): a title's rating and its reviews, newest
 * first, 20 at a time with もっと見る, and a link to the review page (filters, writing one). Opened from the
 * title bottom sheet. `TitleReviewListView` is presentational; `TitleReviewListModal` reads the modal
 * store (`openModal('titleReviewList', { titleCode, titleName })`) and asks GET /api/v1/review/.
 */
import { titleReviewsPath } from '#platform/routes/site-paths.ts';
import { useCallback, useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { ReviewView } from '#modules/catalogue/client.ts';
import { answerOf, apiClient } from '../../lib/http/index.ts';
import { withMinimumDelay } from '../../lib/timing/min-delay.ts';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { formatAverage } from '../format';
import { ModalShell } from '../modals/ModalShell.tsx';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';
import './reviews.css';

export type ReviewListSummary = { ratingPoint: number; ratingCount: number; reviewCount: number };
export type ReviewListState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; summary: ReviewListSummary; reviews: ReviewView[]; hasMore: boolean; loadingMore: boolean };

export interface TitleReviewListViewProps {
  open: boolean;
  titleCode: string;
  titleName: string;
  state: ReviewListState;
  onMore: () => void;
  onRetry: () => void;
  onClose: () => void;
}

export function TitleReviewListView({ open, titleCode, titleName, state, onMore, onRetry, onClose }: TitleReviewListViewProps) {
  const titleId = useId();
  const reviewPage = titleReviewsPath(titleCode);
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} modalId="titleReviewList" className="review-list-modal">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          {titleName}のレビュー
        </h2>
      </div>
      <div className="ymb-modal__body review-list-modal__body" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <p className="review-page__empty">読み込んでいます…</p>}
        {state.kind === 'error' && (
          <div className="review-page__empty" role="alert">
            <p>レビューを読み込めませんでした。</p>
            <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onRetry}>
              もう一度読み込む
            </button>
          </div>
        )}
        {state.kind === 'ready' && (
          <>
            <p className="review-list-modal__summary">
              <span className="review-page__average">{formatAverage(state.summary.ratingPoint, state.summary.ratingCount)}</span>
              <Stars rating={state.summary.ratingCount ? state.summary.ratingPoint / state.summary.ratingCount : 0} />
              <span className="review-page__counts">
                {state.summary.ratingCount.toLocaleString('ja-JP')}件の評価・{state.summary.reviewCount.toLocaleString('ja-JP')}件のレビュー
              </span>
            </p>
            {state.reviews.length === 0 ? (
              <p className="review-page__empty">まだレビューはありません。</p>
            ) : (
              <ul className="review-page__list">
                {state.reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewItem review={review} />
                  </li>
                ))}
              </ul>
            )}
            {state.hasMore && (
              <button type="button" className="ymb-modal__button ymb-modal__button--secondary" disabled={state.loadingMore} onClick={onMore}>
                {state.loadingMore ? '読み込んでいます…' : 'もっと見る'}
              </button>
            )}
          </>
        )}
      </div>
      <div className="ymb-modal__actions ymb-modal__actions--column">
        <a className="ymb-modal__button ymb-modal__button--primary ymb-modal__button--link" href={reviewPage}>
          レビューページで絞り込む・書く
        </a>
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onClose}>
          閉じる
        </button>
      </div>
    </ModalShell>
  );
}

type ListAnswer = {
  success?: boolean;
  title?: { totalReviewCount: number; totalReviewPoint: number };
  reviews?: ReviewView[];
  total?: number;
  page?: number;
  pages?: number;
};

/** Store-driven (modal id 'titleReviewList'). */
export function TitleReviewListModal() {
  const snap = useSnapshot(modalState);
  const props = snap.open.titleReviewList;
  if (!props) return null;
  return <OpenTitleReviewList key={props.titleCode} titleCode={props.titleCode} titleName={props.titleName ?? ''} />;
}

function OpenTitleReviewList({ titleCode, titleName }: { titleCode: string; titleName: string }) {
  const [state, setState] = useState<ReviewListState>({ kind: 'loading' });
  const [page, setPage] = useState(1);

  const load = useCallback(
    async (next: number) => {
      try {
        // The spec's data-fetch minimum delay: 読み込んでいます… stays 200 ms at least, no flash.
        const answer: ListAnswer = await withMinimumDelay(answerOf(apiClient.api.v1.review.index.$get({ query: { title_code: titleCode, page: String(next) } })));
        if (answer?.success !== true || !answer.title || !Array.isArray(answer.reviews)) throw new Error('unexpected answer');
        const summary = { ratingPoint: answer.title.totalReviewPoint, ratingCount: answer.title.totalReviewCount, reviewCount: answer.total ?? 0 };
        const fresh = answer.reviews;
        setState((before) => ({
          kind: 'ready',
          summary,
          reviews: before.kind === 'ready' && next > 1 ? [...before.reviews, ...fresh.filter((r) => !before.reviews.some((b) => b.id === r.id))] : fresh,
          hasMore: (answer.page ?? next) < (answer.pages ?? 1),
          loadingMore: false,
        }));
        setPage(next);
      } catch {
        setState((before) => (before.kind === 'ready' ? { ...before, loadingMore: false } : { kind: 'error' }));
      }
    },
    [titleCode],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  return (
    <TitleReviewListView
      open
      titleCode={titleCode}
      titleName={titleName}
      state={state}
      onMore={() => {
        if (state.kind !== 'ready' || state.loadingMore) return;
        setState({ ...state, loadingMore: true });
        void load(page + 1);
      }}
      onRetry={() => {
        setState({ kind: 'loading' });
        void load(1);
      }}
      onClose={() => closeModal('titleReviewList')}
    />
  );
}
