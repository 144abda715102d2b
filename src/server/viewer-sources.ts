import { viewerPages } from '#modules/catalogue/index.ts';
import type { Reader, StoryPages } from '#modules/reader/index.ts';
import type { PageShape, PageSource } from '../components/viewer/page-source.ts';
import type { Services } from './services.ts';

/**
 * The pages a viewer page hands to its client component: every readable story's pages, signed for this
 * reader unless public (decision 019), with their shapes. Stories the reader may not read are left out.
 */
export async function pageSourceOf(
  services: Pick<Services, 'signedPages' | 'pageAltTexts'>,
  at: { titleCode: string; volumeSerialNumber: number; storyNumber?: number },
  stories: readonly StoryPages[],
  reader: Reader,
): Promise<PageSource> {
  const [list, alts] = await Promise.all([services.signedPages.list(stories, reader), services.pageAltTexts.forStories(stories.map((s) => s.storyId))]);
  const shapesByStory = new Map(stories.map((s) => [s.storyNumber, viewerPages(s)]));
  const idByNumber = new Map(stories.map((s) => [s.storyNumber, s.storyId]));
  const shapes: PageShape[] = list.pages.map((ref) => {
    const info = shapesByStory.get(ref.story)?.[ref.page - 1];
    // Staff's alt text of the page when there is one (decision 053).
    const alt = alts.get(idByNumber.get(ref.story) ?? 0)?.get(ref.page) ?? info?.alt ?? null;
    return { width: info?.width ?? 1200, height: info?.height ?? 1704, alt };
  });
  return { ...at, list, shapes };
}

