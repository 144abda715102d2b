'use client';
import { useEffect, useMemo } from 'react';
import { apiClient } from '../../lib/http/index.ts';
import { createProgressReporter } from '../../lib/reading/progress.ts';
import { memberReaderSettingsStore } from '../../state/member-reader-settings.ts';
import { openModal } from '../../state/modal-store.ts';
import { localReaderSettingsStore, type ReaderSettings } from '../../state/viewer-settings.ts';
import { readingFlow } from '../wallet/site-reading-flow.ts';
import { endLinkOf, type EndOffer } from './end-links.ts';
import type { PageSource } from './page-source.ts';
import { SignedPagesGate } from './SignedPagesGate.tsx';
import { Viewer } from './Viewer.tsx';
import { ViewerEndPanel, type EndTitle } from './ViewerEndPanel.tsx';

export type { ViewerPage } from './types.ts';
export type { EndOffer } from './end-links.ts';

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
  /** The story after this one, whatever it costs (the end screen runs the reading flow for it). */
  nextStory: EndOffer | null;
  /** The title's other volumes, each by its first story. */
  volumes: EndOffer[];
  recommendations: EndTitle[];
  reviewHref: string | null;
  /** A signed-in member: settings are kept on the server (`savedSettings` read by the page, null: none yet). */
  isMember: boolean;
  savedSettings: ReaderSettings | null;
};

/** The free viewer (/bv/t/...): one story in the shared viewer (signed pages when not free), ending on the end screen. */
export function FreeViewer(props: FreeViewerProps) {
  const { titleCode, volumeSerialNumber, storyNumber, initialPage, isMember, savedSettings } = props;
  // Progress for members (つづきから読む, history) and a counted read for the rankings.
  const progress = useMemo(() => createProgressReporter({ titleCode, volumeSerialNumber, storyNumber }), [titleCode, volumeSerialNumber, storyNumber]);
  useEffect(() => {
    progress.opened(initialPage);
    return () => progress.dispose();
  }, [progress, initialPage]);
  const settingsStore = useMemo(
    () => (isMember ? memberReaderSettingsStore(apiClient, { preloaded: savedSettings }) : localReaderSettingsStore()),
    [isMember, savedSettings],
  );
  const read = (offer: EndOffer) => readingFlow.read({ titleCode, volumeSerialNumber: offer.volumeSerialNumber, storyNumber: offer.storyNumber });
  const share = () =>
    openModal('share', { titleName: props.titleName, hashTags: ['読み場'], text: `「${props.titleName}」を読んでいます`, fullPath: props.titleHref });
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
          settingsStore={settingsStore}
          initialSettings={savedSettings}
          renderEnd={({ open, lastPageHref, backToLastPage }) => (
            <ViewerEndPanel
              open={open}
              nextStory={props.nextStory ? endLinkOf(props.nextStory, read) : null}
              volumes={props.volumes.map((volume) => endLinkOf(volume, read))}
              recommendations={props.recommendations}
              reviewHref={props.reviewHref}
              onShare={share}
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
