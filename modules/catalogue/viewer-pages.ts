import { PAGE_MASTER } from '#platform/images/master-source.ts';
import type { ViewerStory } from './catalogue-service.ts';

/** One page of a story as a viewer lays it out. */
export type ViewerPageInfo = { page: number; width: number; height: number; alt: string | null };

/**
 * The pages of a story with their shape (every master is PAGE_MASTER today; a wide, two-page
 * picture would be wider than tall) and their alt text (none yet: staff will add it later).
 */
export function viewerPages(story: Pick<ViewerStory, 'pageCount'>): ViewerPageInfo[] {
  return Array.from({ length: story.pageCount }, (_, index) => ({
    page: index + 1,
    width: PAGE_MASTER.width,
    height: PAGE_MASTER.height,
    alt: null,
  }));
}
