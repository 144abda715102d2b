export { pageRouter, type PageRouterDeps } from './page-router.ts';
export { freeStoriesOnly, freeStoriesWithAdultRule, type PageAccessPolicy, type PageAccess } from './page-access.ts';
