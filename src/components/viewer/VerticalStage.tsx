'use client';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { PageImage } from './PageImage.tsx';
import type { ViewerPage } from './types.ts';

type Props = {
  scrollerRef: RefObject<HTMLDivElement | null>;
  pages: readonly ViewerPage[];
  altOf: (page: number) => string;
  sizes: string;
  initialPage: number;
  /** Called with the page most in view as the reader scrolls. */
  onVisiblePage: (page: number) => void;
  onTap: () => void;
  end: ReactNode;
};

/** Pages loaded eagerly around the starting page; the rest load as they approach. */
const EAGER_AROUND = 2;

/**
 * タテヨミ: every page in one column, read by scrolling (natively, so touch, wheel and keys all work
 * with the browser's own momentum and zoom). The page most in view drives the counter and the URL.
 */
export function VerticalStage(props: Props) {
  const { pages, onVisiblePage } = props;
  const ratios = useRef(new Map<number, number>());

  useEffect(() => {
    const root = props.scrollerRef.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratios.current.set(Number((entry.target as HTMLElement).dataset.page), entry.intersectionRatio);
        let best = 0;
        let bestRatio = 0;
        for (const [page, ratio] of ratios.current) {
          if (ratio > bestRatio || (ratio === bestRatio && ratio > 0 && page < best)) {
            best = page;
            bestRatio = ratio;
          }
        }
        if (best > 0) onVisiblePage(best);
      },
      { root, threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    for (const item of root.querySelectorAll<HTMLElement>('[data-page]')) observer.observe(item);
    return () => observer.disconnect();
  }, [props.scrollerRef, onVisiblePage, pages]);

  return (
    <div className="viewer__scroll" ref={props.scrollerRef} tabIndex={0} aria-label="タテヨミ表示" onClick={(event) => {
        if (!(event.target as Element).closest('a, button, input, label')) props.onTap();
      }}>
      <ol className="viewer__column">
        {pages.map((page, index) => {
          const number = index + 1;
          return (
            <li key={number} id={`viewer-page-${number}`} data-page={number} className="viewer__column-page">
              <PageImage
                page={page}
                alt={props.altOf(number)}
                sizes={props.sizes}
                priority={number === props.initialPage}
                lazy={Math.abs(number - props.initialPage) > EAGER_AROUND}
              />
            </li>
          );
        })}
      </ol>
      {props.end}
    </div>
  );
}
