export { catalogueEntities, PaymentType } from './entities/index.ts';
export { createCatalogueService, type CatalogueService, type TitleDetail, type ViewerStory, type VolumeRow, type StoryRow, type CoverSource, type FeedTitle } from './catalogue-service.ts';
export { coverPath, toHexColor, type TitleCard } from './title-view.ts';
export { seedCatalogue, seedDemoIfEmpty } from './seed/index.ts';
export { coverRouter } from './cover-router.ts';
export { matchLegacyRedirect } from './legacy-redirect-router.ts';
export { matchFeed, renderAtom, renderRss, escapeXml, FEED_PATHS, FEED_TITLE } from './feeds.ts';
export { LEGACY_TITLE_CODES } from './seed/legacy-codes.ts';
export * from './search/index.ts';
