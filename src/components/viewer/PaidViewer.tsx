'use client';
import { useEffect, useMemo } from 'react';
import { createProgressReporter } from '../../lib/reading/progress.ts';
import type { StoryAddress } from '../wallet/reading-api.ts';
import { readingFlow } from '../wallet/site-reading-flow.ts';
import type { PageSource } from './page-source.ts';
import { SignedPagesGate } from './SignedPagesGate.tsx';
import { Viewer } from './Viewer.tsx';
import { ViewerEndPanel } from './ViewerEndPanel.tsx';

/** What the end of the volume offers: the next story not shown here, or the next volume. */
export type PaidViewerNext = { volumeSerialNumber: number; storyNumber: number; href: string; label: string };

export type PaidViewerProps = {
  titleCode: string;
  isVertical: boolean;
  titleName: string;
  volumeName: string;
  volumeSerialNumber: number;
  titleHref: string;
  /** Every readable story of the volume, signed for this member (decision 019). */
  source: PageSource;
  pageHrefs: string[];
  initialPage: number;
  next: PaidViewerNext | null;
};

/**
 * The paid (store) viewer (/bv/st/...): a whole volume in the shared viewer. Its end offers the next
 * volume through the reading flow (check, then the coin modal or straight in when already bought);
 * without script the link goes to that viewer, whose route guard sends a member without it to the title.
 */
export function PaidViewer(props: PaidViewerProps) {
  const { titleCode, volumeSerialNumber, initialPage, source, next } = props;
  const progress = useMemo(() => volumeProgress(titleCode, volumeSerialNumber, source), [titleCode, volumeSerialNumber, source]);
  useEffect(() => {
    progress.opened(initialPage);
    return () => progress.dispose();
  }, [progress, initialPage]);
  useNextThroughReadingFlow(titleCode, next);
  return (
    <SignedPagesGate source={source} titleHref={props.titleHref}>
      {(pages) => (
        <Viewer
          onPageChange={(page) => progress.moved(page)}
          titleKey={titleCode}
          isVertical={props.isVertical}
          title={props.titleName}
          subtitle={props.volumeName}
          backHref={props.titleHref}
          pages={pages}
          pageHrefs={props.pageHrefs}
          initialPage={initialPage}
          storyLabel={props.volumeName}
          renderEnd={({ open, lastPageHref, backToLastPage }) => (
            <ViewerEndPanel
              open={open}
              nextStoryHref={next?.href ?? null}
              nextStoryLabel={next?.label}
              titleHref={props.titleHref}
              lastPageHref={lastPageHref}
              onBackToLastPage={backToLastPage}
            />
          )}
        />
      )}
    </SignedPagesGate>
  );
}

/** Reading progress per story: the volume's page n is some story's page m. */
function volumeProgress(titleCode: string, volumeSerialNumber: number, source: PageSource) {
  const reporters = new Map<number, ReturnType<typeof createProgressReporter>>();
  const reporterOf = (storyNumber: number) => {
    let reporter = reporters.get(storyNumber);
    if (!reporter) reporters.set(storyNumber, (reporter = createProgressReporter({ titleCode, volumeSerialNumber, storyNumber })));
    return reporter;
  };
  const at = (page: number) => source.list.pages[page - 1];
  return {
    opened(page: number) {
      const ref = at(page);
      if (ref) reporterOf(ref.story).opened(ref.page);
    },
    moved(page: number) {
      const ref = at(page);
      if (!ref) return;
      // A new story counts as opened (a read for the rankings), then moves as usual.
      if (!reporters.has(ref.story)) reporterOf(ref.story).opened(ref.page);
      else reporterOf(ref.story).moved(ref.page);
    },
    dispose() {
      for (const reporter of reporters.values()) reporter.dispose();
    },
  };
}

/** The end panel's next link runs the reading flow (spec §4) instead of a plain navigation, once script runs. */
function useNextThroughReadingFlow(titleCode: string, next: PaidViewerNext | null) {
  useEffect(() => {
    if (!next) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('#viewer-end a') : null;
      if (!link || link.getAttribute('href') !== next.href || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      const story: StoryAddress = { titleCode, volumeSerialNumber: next.volumeSerialNumber, storyNumber: next.storyNumber };
      void readingFlow.read(story);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [titleCode, next]);
}
