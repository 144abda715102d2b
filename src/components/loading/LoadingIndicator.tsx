'use client';

/**
 * Global loading indicators (spec §4 "Other state"): a thin indeterminate progress bar at the top
 * of the viewport while general loading is on, and a small centred spinner while circle loading
 * is on. Neither blocks clicks. The store resets them after 10 s and 1 s.
 * `LoadingIndicatorView` is presentational; `LoadingIndicator` reads the loading store.
 */
import { useSnapshot } from 'valtio/react';
import { loadingState } from '../../state/loading-store.ts';
import '../../styles/theme.css';
import './loading.css';

export interface LoadingIndicatorViewProps {
  /** General loading: the top progress bar. */
  loading: boolean;
  /** Circle loading: the small spinner. */
  circle: boolean;
}

export function LoadingIndicatorView({ loading, circle }: LoadingIndicatorViewProps) {
  return (
    <>
      {loading ? (
        <div className="ymb-loading-bar" role="progressbar" aria-label="読み込み中" data-testid="loading-bar">
          <div className="ymb-loading-bar__indicator" />
        </div>
      ) : null}
      {circle ? (
        <div className="ymb-loading-circle" role="status" data-testid="loading-circle">
          <span className="ymb-loading-circle__spinner" aria-hidden="true" />
          <span className="ymb-loading-circle__label">読み込み中</span>
        </div>
      ) : null}
    </>
  );
}

/** The store-driven loading indicators. */
export function LoadingIndicator() {
  const snap = useSnapshot(loadingState);
  return <LoadingIndicatorView loading={snap.loading} circle={snap.circle} />;
}
