'use client';
import { useEffect, useMemo } from 'react';
import { createProgressReporter } from '../../lib/reading/progress.ts';
import type { PageSource } from './page-source.ts';
import { SignedPagesGate } from './SignedPagesGate.tsx';
import { Viewer } from './Viewer.tsx';
import { ViewerEndPanel } from './ViewerEndPanel.tsx';

export type { ViewerPage } from './types.ts';

export type FreeViewerProps = {
  titleCode: string;
  isVertical: boolean;
  titleName: string;
  storyName: string;
  storyNumber: number;
  volumeSerialNumber: number;
  titleHref: string;
  /** The story's pages: plain URLs for a free general story, signed ones otherwise (decision 019). */
  source: PageSource;
  pageHrefs: string[];
  initialPage: number;
  nextStoryHref: string | null;
};

/** The free viewer (/bv/t/...): one story in the shared viewer, ending on the next free story. */
export function FreeViewer(props: FreeViewerProps) {
  const { titleCode, volumeSerialNumber, storyNumber, initialPage } = props;
  // Progress for members (つづきから読む, history) and a counted read for the rankings.
  const progress = useMemo(() => createProgressReporter({ titleCode, volumeSerialNumber, storyNumber }), [titleCode, volumeSerialNumber, storyNumber]);
  useEffect(() => {
    progress.opened(initialPage);
    return () => progress.dispose();
  }, [progress, initialPage]);
  return (
    <SignedPagesGate source={props.source} titleHref={props.titleHref}>
      {(pages) => (
        <Viewer
          onPageChange={(page) => progress.moved(page)}
          titleKey={props.titleCode}
          isVertical={props.isVertical}
          title={props.titleName}
          subtitle={props.storyName}
          backHref={props.titleHref}
          pages={pages}
          pageHrefs={props.pageHrefs}
          initialPage={props.initialPage}
          storyLabel={`第${props.storyNumber}話`}
          renderEnd={({ open, lastPageHref, backToLastPage }) => (
            <ViewerEndPanel
              open={open}
              nextStoryHref={props.nextStoryHref}
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
