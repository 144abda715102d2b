import { generateCatalogue } from '#demo/catalogue/generate.ts';

export type FreeStoryPath = { titleCode: string; base: string; pageCount: number; path: (page: number) => string };

/**
 * The first free story of the default demo seed (300 titles, not adult) of a paged or a vertical
 * title with at least `minPages` pages, as free viewer paths.
 */
export function firstFreeStory(kind: 'paged' | 'vertical', minPages = 6): FreeStoryPath {
  for (const batch of generateCatalogue({ titles: 300 }).batches()) {
    for (const title of batch.titles.filter((t) => !t.isAdult && t.isVertical === (kind === 'vertical'))) {
      const story = batch.stories.find((s) => s.titleId === title.id && s.paymentType === 1 && s.pageCount >= minPages);
      const volume = story && batch.volumes.find((v) => v.id === story.volumeId);
      if (story && volume) {
        const base = `/bv/t/${title.titleCode}/v/${volume.serialNumber}/s/${story.storyNumber}/p/`;
        return { titleCode: title.titleCode, base, pageCount: story.pageCount, path: (page) => `${base}${page}/` };
      }
    }
  }
  throw new Error(`the demo seed has no free ${kind} story`);
}
