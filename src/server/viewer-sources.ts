import { viewerPages } from '#modules/catalogue/index.ts';
import type { Reader, StoryPages } from '#modules/reader/index.ts';
import type { PageShape, PageSource } from '../components/viewer/page-source.ts';
import type { Services } from './services.ts';

/**
 * The pages a viewer page hands to its client component: every readable story's pages, signed for this
 * reader unless public (decision 019), with their shapes. Stories the reader may not read are left out.
 */
export async function pageSourceOf(
  services: Pick<Services, 'signedPages'>,
  at: { titleCode: string; volumeSerialNumber: number; storyNumber?: number },
  stories: readonly StoryPages[],
  reader: Reader,
): Promise<PageSource> {
  const list = await services.signedPages.list(stories, reader);
  const shapesByStory = new Map(stories.map((s) => [s.storyNumber, viewerPages(s)]));
  const shapes: PageShape[] = list.pages.map((ref) => {
    const info = shapesByStory.get(ref.story)?.[ref.page - 1];
    return { width: info?.width ?? 1200, height: info?.height ?? 1704, alt: info?.alt ?? null };
  });
  return { ...at, list, shapes };
}

