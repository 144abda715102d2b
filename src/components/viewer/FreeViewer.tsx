'use client';
import type { ViewerPage } from './types.ts';
import { Viewer } from './Viewer.tsx';
import { ViewerEndPanel } from './ViewerEndPanel.tsx';

export type { ViewerPage } from './types.ts';

export type FreeViewerProps = {
  titleCode: string;
  isVertical: boolean;
  titleName: string;
  storyName: string;
  storyNumber: number;
  titleHref: string;
  pages: ViewerPage[];
  pageHrefs: string[];
  initialPage: number;
  nextStoryHref: string | null;
};

/** The free viewer (/bv/t/...): one free story in the shared viewer, ending on the next free story. */
export function FreeViewer(props: FreeViewerProps) {
  return (
    <Viewer
      titleKey={props.titleCode}
      isVertical={props.isVertical}
      title={props.titleName}
      subtitle={props.storyName}
      backHref={props.titleHref}
      pages={props.pages}
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
  );
}
