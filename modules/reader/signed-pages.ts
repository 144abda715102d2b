import { PaymentType, type ViewerStory } from '../catalogue/index.ts';
import type { PageSigner } from './page-urls.ts';
import { isReadable, storyAccess, type Reader, type StoryAccessDeps } from './story-access.ts';

import type { SignedPageList, SignedPageRef } from './client.ts';

export type { SignedPageList, SignedPageRef };

export type StoryPages = Pick<ViewerStory, 'storyId' | 'storyNumber' | 'pageCount' | 'isAdult' | 'paymentType'>;

export type SignedPagesDeps = {
  signer: Pick<PageSigner, 'sign' | 'expiryFromNow'>;
  access: StoryAccessDeps & { readableUntil: (userId: number, storyId: number) => Promise<Date | null> };
};

/** Builds the page lists of the viewers (server render and the refresh API share it). */
export function createSignedPages(deps: SignedPagesDeps) {
  return {
    /** The stories among these the reader may read now, in order, with their pages signed for this reader. */
    async list(stories: readonly StoryPages[], reader: Reader): Promise<SignedPageList> {
      const readable: { story: StoryPages; access: 'public' | 'private' }[] = [];
      for (const story of stories) {
        const access = await storyAccess(story, reader, deps.access);
        if (isReadable(access)) readable.push({ story, access });
      }
      const signed = readable.some((r) => r.access === 'private');
      const expiresAt = signed ? deps.signer.expiryFromNow() : null;
      const ends = await Promise.all(
        readable.filter((r) => r.access === 'private' && r.story.paymentType !== PaymentType.Free).map((r) => deps.access.readableUntil(reader.userId, r.story.storyId)),
      );
      const soonest = ends.filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
      const pages = await Promise.all(
        readable.flatMap(({ story, access }) =>
          Array.from({ length: story.pageCount }, async (_, index): Promise<SignedPageRef> => ({
            story: story.storyNumber,
            page: index + 1,
            token: access === 'private' ? await deps.signer.sign({ userId: reader.userId, storyId: story.storyId, page: index + 1 }, expiresAt!) : null,
          })),
        ),
      );
      return { expiresAt: expiresAt?.toISOString() ?? null, readableUntil: soonest?.toISOString() ?? null, pages };
    },
  };
}

export type SignedPages = ReturnType<typeof createSignedPages>;
