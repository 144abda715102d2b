export { pageRouter, type PageRouterDeps } from './page-router.ts';
export { entitledStories, freeStoriesOnly, freeStoriesWithAdultRule, type PageAccessPolicy, type PageAccess } from './page-access.ts';
export { storyAccess, isReadable, type StoryAccess, type Reader, type StoryAccessDeps } from './story-access.ts';
