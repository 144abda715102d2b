import { PaymentType, type ViewerStory } from '../catalogue/index.ts';
import { isReadable, storyAccess, type Reader, type StoryAccessDeps } from './story-access.ts';

/**
 * What a viewer may see of a story's pages: 'public' (anyone; shared caches may keep it),
 * 'private' (this member only; never in a shared cache) or 'denied' (403, no image).
 */
export type PageAccess = 'public' | 'private' | 'denied';

/** The entitlement hook of the page images; the wallet/reader work replaces the default. */
export type PageAccessPolicy = (ctx: { story: ViewerStory; request: Request }) => Promise<PageAccess>;

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
