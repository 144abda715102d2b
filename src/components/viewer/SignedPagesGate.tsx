'use client';
import { useEffect, useState, type ReactNode } from 'react';
import type { StoryAddress } from '../wallet/reading-api.ts';
import { readingFlow } from '../wallet/site-reading-flow.ts';
import type { PageSource } from './page-source.ts';
import { ReadingEndedPanel } from './ReadingEndedPanel.tsx';
import type { ViewerPage } from './types.ts';
import { useSignedPages, type PageUrlsFetcher } from './use-signed-pages.ts';

export type SignedPagesGateProps = {
  source: PageSource;
  titleHref: string;
  children: (pages: ViewerPage[]) => ReactNode;
  /** Tests and stories replace the API and the reading flow. */
  fetchUrls?: PageUrlsFetcher;
  readStory?: (story: StoryAddress) => Promise<unknown>;
};

/**
 * Keeps a viewer's page URLs fresh (use-signed-pages.ts) and, when a story stops being readable in the
 * middle of reading, closes the viewer into the reading flow for that story (spec §4: check, then the
 * ticket or coin modal; a successful unlock comes back to the viewer).
 */
export function SignedPagesGate({ source, titleHref, children, fetchUrls, readStory = (story) => readingFlow.read(story) }: SignedPagesGateProps) {
  const { pages, lostStory } = useSignedPages(source, fetchUrls);
  const [busy, setBusy] = useState(false);
  const runFlow = (storyNumber: number) => {
    setBusy(true);
    readStory({ titleCode: source.titleCode, volumeSerialNumber: source.volumeSerialNumber, storyNumber }).finally(() => setBusy(false));
  };
  useEffect(() => {
    if (lostStory !== null) runFlow(lostStory);
    // Once, when the story is lost; the panel's button runs it again.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once per lost story
  }, [lostStory]);
  if (lostStory !== null) return <ReadingEndedPanel titleHref={titleHref} busy={busy} onReadAgain={() => runFlow(lostStory)} />;
  return <>{children(pages)}</>;
}
