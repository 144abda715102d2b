'use client';
import { useEffect, useRef } from 'react';
import './viewer.css';

export type ViewerEndPanelProps = {
  /** The next story's viewer, when it can be read here (free); null otherwise. */
  nextStoryHref: string | null;
  nextStoryLabel?: string;
  titleHref: string;
  /** Back to the last page: a link to it, which the viewer intercepts to stay in place. */
  lastPageHref: string;
  onBackToLastPage?: () => void;
  /** Whether it is shown (the viewer opens it after the last page; without script, `:target` does). */
  open: boolean;
};

/** What follows the last page: the next free story, or back to the title. */
export function ViewerEndPanel(props: ViewerEndPanelProps) {
  const ref = useRef<HTMLElement>(null);
  // The tap zone that had focus goes away when the panel opens: keyboard and screen-reader users land
  // on the panel instead of the page body (focus elsewhere, e.g. the slider, is left alone).
  useEffect(() => {
    const panel = ref.current;
    if (!props.open || !panel) return;
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('.viewer__stage')) panel.focus({ preventScroll: true });
  }, [props.open]);
  return (
    <section id="viewer-end" ref={ref} tabIndex={-1} className="viewer-end" data-open={props.open} aria-labelledby="viewer-end-heading">
      <div className="viewer-end__box">
        <h2 id="viewer-end-heading" className="viewer-end__heading">
          最後まで読みました
        </h2>
        <div className="viewer-end__actions">
          {props.nextStoryHref && (
            <a className="viewer-end__button viewer-end__button--primary" href={props.nextStoryHref}>
              {props.nextStoryLabel ?? '次の話へ'}
            </a>
          )}
          <a className={`viewer-end__button${props.nextStoryHref ? '' : ' viewer-end__button--primary'}`} href={props.titleHref}>
            作品ページへ戻る
          </a>
          <a
            className="viewer-end__back"
            href={props.lastPageHref}
            onClick={(event) => {
              if (!props.onBackToLastPage) return;
              event.preventDefault();
              props.onBackToLastPage();
            }}
          >
            最後のページに戻る
          </a>
        </div>
      </div>
    </section>
  );
}
