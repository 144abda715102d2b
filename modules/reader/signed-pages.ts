import { PaymentType, type ViewerStory } from '#modules/catalogue/index.ts';
import type { PageSigner } from './page-urls.ts';
import { isReadable, storyAccess, type Reader, type StoryAccessDeps } from './story-access.ts';

import type { SignedPageList, SignedPageRef } from './client.ts';

export type { SignedPageList, SignedPageRef };

export type StoryPages = Pick<ViewerStory, 'storyId' | 'storyNumber' | 'pageCount' | 'isAdult' | 'paymentType'>;

export type SignedPagesDeps = {
  signer: Pick<PageSigner, 'sign' | 'expiryFromNow'>;
  /** The wallet's running entitlements among these stories: story id → rental end, null for good. */
  entitlements: (userId: number, storyIds: readonly number[]) => Promise<Map<number, Date | null>>;
};

/** Builds the page lists of the viewers (server render and the refresh API share it). */
export function createSignedPages(deps: SignedPagesDeps) {
  return {
    /** The stories among these the reader may read now, in order, with their pages signed for this reader. */
    async list(stories: readonly StoryPages[], reader: Reader): Promise<SignedPageList> {
      // One query for the whole volume, then the same rule as everywhere else (story-access.ts).
      const held = reader.userId > 0 ? await deps.entitlements(reader.userId, stories.map((s) => s.storyId)) : new Map<number, Date | null>();
      const access: StoryAccessDeps = { canRead: async (_userId, storyId) => held.has(storyId) };
      const readable: { story: StoryPages; access: 'public' | 'private' }[] = [];
      for (const story of stories) {
        const decision = await storyAccess(story, reader, access);
        if (isReadable(decision)) readable.push({ story, access: decision });
      }
      const signed = readable.some((r) => r.access === 'private');
      const expiresAt = signed ? deps.signer.expiryFromNow() : null;
      const ends = readable.filter((r) => r.story.paymentType !== PaymentType.Free).map((r) => held.get(r.story.storyId) ?? null);
      const soonest = ends.filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
      const pages = readable.flatMap(({ story, access }) =>
        Array.from({ length: story.pageCount }, (_, index): SignedPageRef => ({
          story: story.storyNumber,
          page: index + 1,
          token: access === 'private' ? deps.signer.sign({ userId: reader.userId, storyId: story.storyId, page: index + 1 }, expiresAt!) : null,
        })),
      );
      return { expiresAt: expiresAt?.toISOString() ?? null, readableUntil: soonest?.toISOString() ?? null, pages };
    },
  };
}

export type SignedPages = ReturnType<typeof createSignedPages>;
