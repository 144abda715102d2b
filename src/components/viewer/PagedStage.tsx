'use client';
import type { MouseEvent, PointerEvent, RefObject } from 'react';
import type { ReadingDirection } from '../../state/viewer-settings.ts';
import { PageImage } from './PageImage.tsx';
import type { PagingAction } from './paging.ts';
import type { ViewerPage } from './types.ts';
import type { Zoom } from './zoom.ts';

type Props = {
  stageRef: RefObject<HTMLDivElement | null>;
  pages: readonly ViewerPage[];
  /** The page numbers shown, in reading order. */
  shown: readonly number[];
  direction: ReadingDirection;
  altOf: (page: number) => string;
  sizes: string;
  priorityPage: number;
  zoom: Zoom;
  nextHref: string | null;
  previousHref: string | null;
  onAction: (action: PagingAction) => void;
  onCentreTap: () => void;
  chromeVisible: boolean;
  gestureHandlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
    onClickCapture: (event: MouseEvent<HTMLElement>) => void;
  };
};

/**
 * The paged reading surface: one page or a spread, with three tap zones. In a right-to-left book the
 * left zone reads on and the right one goes back; the centre shows or hides the bars. The zones are
 * links, so paging works without script.
 */
export function PagedStage(props: Props) {
  const { pages, shown, direction, zoom } = props;
  const nextSide = direction === 'rtl' ? 'left' : 'right';
  const previousSide = direction === 'rtl' ? 'right' : 'left';
  const zoomed = zoom.scale > 1;
  const follow = (action: PagingAction) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    props.onAction(action);
  };

  return (
    <div className="viewer__stage" ref={props.stageRef} data-zoomed={zoomed} {...props.gestureHandlers}>
      <div
        className="viewer__spread"
        data-count={shown.length}
        style={{ transform: zoomed ? `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` : undefined }}
      >
        {shown.map((number) => {
          const page = pages[number - 1];
          return page ? (
            <PageImage key={number} page={page} alt={props.altOf(number)} sizes={props.sizes} priority={number === props.priorityPage} />
          ) : null;
        })}
      </div>
      {props.nextHref !== null && (
        <a
          className={`viewer__zone viewer__zone--${nextSide}`}
          href={props.nextHref}
          onClick={follow('next')}
          aria-label="次のページ"
          rel="next"
        >
          <span aria-hidden="true">{nextSide === 'left' ? '‹' : '›'}</span>
        </a>
      )}
      {props.previousHref !== null && (
        <a
          className={`viewer__zone viewer__zone--${previousSide}`}
          href={props.previousHref}
          onClick={follow('previous')}
          aria-label="前のページ"
          rel="prev"
        >
          <span aria-hidden="true">{previousSide === 'left' ? '‹' : '›'}</span>
        </a>
      )}
      <button
        type="button"
        className="viewer__centre"
        data-double-tap=""
        onClick={props.onCentreTap}
        aria-label={props.chromeVisible ? 'メニューを隠す' : 'メニューを表示'}
        aria-expanded={props.chromeVisible}
      />
    </div>
  );
}
