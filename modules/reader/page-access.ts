import { PaymentType, type ViewerStory } from '#modules/catalogue/index.ts';
import type { PageSigner } from './page-urls.ts';
import { isReadable, storyAccess, type Reader, type StoryAccessDeps } from './story-access.ts';

/**
 * What a viewer may see of a story's pages: 'public' (anyone; shared caches may keep it),
 * 'private' (this member only; never in a shared cache), 'signed' (this member through a signed,
 * short-lived URL: revalidated on every use) or 'denied' (403, no image).
 */
export type PageAccess = 'public' | 'private' | 'signed' | 'denied';

/** The entitlement hook of the page images; the request's page number and `t` token come along. */
export type PageAccessPolicy = (ctx: { story: ViewerStory; request: Request; page: number; token?: string }) => Promise<PageAccess>;

/**
 * Free general-audience stories are public; everything else is refused until
 * entitlements exist (wallet and reader issues).
 */
export const freeStoriesOnly: PageAccessPolicy = async ({ story }) =>
  story.paymentType === PaymentType.Free && !story.isAdult ? 'public' : 'denied';

/**
 * Free stories: general-audience ones are public; adult ones go only to a member allowed adult
 * content (userValidAdult 1), privately. Paid stories wait for the wallet's entitlements.
 */
export function freeStoriesWithAdultRule(adultAllowed: (request: Request) => Promise<boolean>): PageAccessPolicy {
  return async ({ story, request }) => {
    if (story.paymentType !== PaymentType.Free) return 'denied';
    if (!story.isAdult) return 'public';
    return (await adultAllowed(request)) ? 'private' : 'denied';
  };
}

/**
 * The page images of any story the reader may read right now (story-access.ts): free general stories
 * publicly, adult or bought/rented ones privately to that member; everything else 403.
 */
export function entitledStories(readerOf: (request: Request) => Promise<Reader>, deps: StoryAccessDeps): PageAccessPolicy {
  return async ({ story, request }) => {
    const access = await storyAccess(story, await readerOf(request), deps);
    return isReadable(access) ? access : 'denied';
  };
}

/**
 * Free general-audience pages stay public and plainly addressed. Every other page (adult, bought,
 * rented) needs a signed URL (page-urls.ts) for this story and page, unexpired, presented with the
 * session of the member it was signed for, who must still be allowed to read the story now (a rental
 * that ended, or an adult setting turned off, refuses at once).
 */
export function signedEntitledPages(readerOf: (request: Request) => Promise<Reader>, deps: StoryAccessDeps & { signer: Pick<PageSigner, 'verify'> }): PageAccessPolicy {
  return async ({ story, request, page, token }) => {
    if (story.paymentType === PaymentType.Free && !story.isAdult) return 'public';
    if (!token) return 'denied';
    const claims = await deps.signer.verify(token);
    if (!claims || claims.storyId !== story.storyId || claims.page !== page) return 'denied';
    const reader = await readerOf(request);
    if (reader.userId <= 0 || reader.userId !== claims.userId) return 'denied';
    return (await storyAccess(story, reader, deps)) === 'private' ? 'signed' : 'denied';
  };
}
