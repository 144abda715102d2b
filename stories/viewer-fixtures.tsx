import type { ReaderSettings, ReaderSettingsStore } from '#src/state/viewer-settings.ts';
import { samplePages } from '#src/components/viewer/test-pages.ts';
import type { ViewerProps } from '#src/components/viewer/Viewer.tsx';
import { ViewerEndPanel } from '#src/components/viewer/ViewerEndPanel.tsx';

/** A settings store holding `saved` for every title and keeping changes in memory only. */
export function presetStore(saved: Partial<ReaderSettings> | null = null): ReaderSettingsStore {
  return { load: async () => saved, save: async () => {} };
}

const pages = samplePages(12);

/** A 12-page story with in-page hrefs (the story's URL is not changed by paging in Storybook). */
export const viewerArgs: ViewerProps = {
  titleKey: 'STORY',
  isVertical: false,
  title: '星降る街の図書館',
  subtitle: '第1話 はじまりの夜',
  backHref: '#title',
  pages,
  pageHrefs: pages.map((_, i) => `#page-${i + 1}`),
  initialPage: 1,
  storyLabel: '第1話',
  settingsStore: presetStore(),
  renderEnd: ({ open, lastPageHref, backToLastPage }) => (
    <ViewerEndPanel open={open} nextStoryHref="#next" titleHref="#title" lastPageHref={lastPageHref} onBackToLastPage={backToLastPage} />
  ),
};
