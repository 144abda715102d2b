import { AdultSetting } from '#modules/accounts/client.ts';
import { PaymentType, type ViewerStory } from '#modules/catalogue/index.ts';

/** Who is reading: 0 for a visitor. */
export type Reader = { userId: number; userValidAdult: number };

/**
 * What a reader may do with a story's pages:
 * - 'public': anyone (free, general audience; shared caches may keep the images);
 * - 'private': this member only (adult content, or a story they bought or rent);
 * - 'login': a visitor must sign in first; 'adult': the age confirmation is missing;
 * - 'locked': a member without the story (the check/consume flow unlocks it).
 */
export type StoryAccess = 'public' | 'private' | 'login' | 'adult' | 'locked';

export type StoryAccessDeps = {
  /** The wallet's entitlement rule (an owned or rented story or volume, at this moment). */
  canRead: (userId: number, storyId: number) => Promise<boolean>;
};

export async function storyAccess(story: Pick<ViewerStory, 'storyId' | 'isAdult' | 'paymentType'>, reader: Reader, deps: StoryAccessDeps): Promise<StoryAccess> {
  if (story.isAdult && reader.userValidAdult !== AdultSetting.Enabled) return reader.userId > 0 ? 'adult' : 'login';
  if (story.paymentType === PaymentType.Free) return story.isAdult ? 'private' : 'public';
  if (reader.userId <= 0) return 'login';
  return (await deps.canRead(reader.userId, story.storyId)) ? 'private' : 'locked';
}

export const isReadable = (access: StoryAccess): access is 'public' | 'private' => access === 'public' || access === 'private';
