'use client';
import { useCallback, useEffect, useState, type MouseEvent } from 'react';

export type ViewerPage = { src: string; srcSet: string };

export type FreeViewerProps = {
  titleName: string;
  storyName: string;
  titleHref: string;
  pages: ViewerPage[];
  pageHrefs: string[];
  initialPage: number;
  nextStoryHref: string | null;
  previousStoryHref: string | null;
};

const PRELOAD_AHEAD = 2;
const PRELOAD_BEHIND = 1;

/**
 * Right-to-left manga paging. Every control is a real link, so the viewer works
 * before (and without) JavaScript; once hydrated, paging happens in place.
 */
export function FreeViewer(props: FreeViewerProps) {
  const { pages, pageHrefs } = props;
  const [page, setPage] = useState(props.initialPage);
  const last = pages.length;

  const go = useCallback(
    (target: number) => {
      if (target < 1 || target > last) return false;
      setPage(target);
      // The address follows the reader without filling the history.
      window.history.replaceState(window.history.state, '', pageHrefs[target - 1]);
      return true;
    },
    [last, pageHrefs],
  );

  useEffect(() => {
    for (let offset = -PRELOAD_BEHIND; offset <= PRELOAD_AHEAD; offset++) {
      const target = pages[page - 1 + offset];
      if (offset !== 0 && target) {
        const image = new Image();
        image.srcset = target.srcSet;
        image.src = target.src;
      }
    }
  }, [page, pages]);

  useEffect(() => {
    // Right-to-left: the left arrow moves forward in a manga.
    const targets: Record<string, () => number> = {
      ArrowLeft: () => page + 1,
      ' ': () => page + 1,
      ArrowRight: () => page - 1,
      Home: () => 1,
      End: () => last,
    };
    const onKey = (event: KeyboardEvent) => {
      const target = targets[event.key];
      if (target && go(target())) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, page, last]);

  const onLink = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (go(target)) event.preventDefault();
  };

  const current = pages[page - 1];
  const progress = Math.min(100, Math.max(0, (page / last) * 100));

  return (
    <div className="viewer" data-page={page}>
      <header className="viewer__bar">
        <a href={props.titleHref} className="viewer__back">
          ← 作品ページ
        </a>
        <p className="viewer__title">
          <span>{props.titleName}</span>
          <span className="viewer__story">{props.storyName}</span>
        </p>
        <p className="viewer__count" aria-live="polite">
          {page} / {last}
        </p>
      </header>
      <div className="viewer__stage">
        {current && (
          <img
            key={page}
            className="viewer__image"
            src={current.src}
            srcSet={current.srcSet}
            sizes="(min-width: 900px) 720px, 100vw"
            width={1200}
            height={1704}
            alt={`${page}ページ`}
            fetchPriority={page === props.initialPage ? 'high' : 'auto'}
          />
        )}
        {page < last && (
          <a className="viewer__zone viewer__zone--next" href={pageHrefs[page]} onClick={onLink(page + 1)} aria-label="次のページ" rel="next">
            <span aria-hidden="true">‹</span>
          </a>
        )}
        {page > 1 && (
          <a className="viewer__zone viewer__zone--prev" href={pageHrefs[page - 2]} onClick={onLink(page - 1)} aria-label="前のページ" rel="prev">
            <span aria-hidden="true">›</span>
          </a>
        )}
      </div>
      <div className="viewer__progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)} aria-label="読んだ割合">
        <span style={{ width: `${progress}%` }} />
      </div>
      {page === last && (
        <nav className="viewer__end" aria-label="つづき">
          <p>最後のページです</p>
          {props.nextStoryHref ? (
            <a className="button button--primary" href={props.nextStoryHref}>
              次の話へ
            </a>
          ) : (
            <a className="button button--primary" href={props.titleHref}>
              作品ページへ戻る
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
