export { pageRouter, pageMessages, type PageRouterDeps } from './page-router.ts';
export { entitledStories, freeStoriesOnly, freeStoriesWithAdultRule, signedEntitledPages, type PageAccessPolicy, type PageAccess } from './page-access.ts';
export { createPageSigner, pageUrlKey, PAGE_URL_TTL_SECONDS, PAGE_TOKEN_PARAM, type PageSigner, type PageClaims, type PageGrant } from './page-urls.ts';
export { createSignedPages, type SignedPages, type SignedPageList, type SignedPageRef, type StoryPages } from './signed-pages.ts';
export { pageUrlsRouter, pageUrlsQuery, PAGE_URLS_PATH } from './page-urls-router.ts';
export { storyAccess, isReadable, type StoryAccess, type Reader, type StoryAccessDeps } from './story-access.ts';
import { ReadingEvent } from './entities/reading-event.ts';
import { ReadingProgress } from './entities/reading-progress.ts';
import { ReaderSetting } from './entities/reader-setting.ts';

export { importReads } from './import-reads.ts';
export { ReadingEvent, ReadingProgress, ReaderSetting };
export const readerEntities = [ReadingProgress, ReadingEvent, ReaderSetting];
export { createReadingService, READ_EVENT_WINDOW_MS, LAST_READ_LIMIT, type ReadingService, type LastReadHistory } from './reading-service.ts';
export { readingRouter, progressInput, readingMessages, READING_LIMITS, type ReadingRouterDeps } from './reading-router.ts';
export { createReaderSettingsService, type ReaderSettingsService, type ReaderSettingsValue } from './reader-settings-service.ts';
export { readerSettingsRouter, readerSettingsInput, readerSettingsMessages, READER_SETTINGS_PATH } from './reader-settings-router.ts';
