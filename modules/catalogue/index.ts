export { catalogueEntities, PaymentType } from './entities/index.ts';
export { createCatalogueService, type CatalogueService, type TitleDetail, type ViewerStory, type ViewerVolume, type VolumeEntry, type VolumeRow, type StoryRow, type CoverSource, type FeedTitle, type ShelfTitle } from './catalogue-service.ts';
export { coverPath, toHexColor, type TitleCard } from './title-view.ts';
export { createCardCampaigns, type CampaignCardText, type CampaignTextOf, type CardCampaignOptions, type CurrentCards } from './campaign-texts.ts';
export {
  bulkLoadCatalogue,
  catalogueHasTitles,
  BIG_LOAD_TITLES,
  type BulkLoadCounts,
  type BulkLoadOptions,
  type CatalogueRows,
  type CatalogueBatch,
} from './bulk-load.ts';
export { coverRouter } from './cover-router.ts';
export { matchLegacyRedirect } from './legacy-redirect-router.ts';
export { matchFeed, renderAtom, renderRss, FEED_PATHS, FEED_TITLE } from './feeds.ts';
export { viewerPages, type ViewerPageInfo } from './viewer-pages.ts';
export { Story, Volume, Title, Publisher } from './entities/index.ts';
export type { CatalogueViewsDb } from './kysely-db.ts';
export * from './search/index.ts';
export * from './favorites/index.ts';
export * from './lists/index.ts';
export * from './blocks/index.ts';
export { onCatalogueChange, notifyCatalogueChange } from './changes.ts';
export * from './store/index.ts';
export * from './reviews/index.ts';
export { createMemberCatalogueState, type MemberCatalogueState, type MemberTitleFacts } from './member/member-catalogue-state.ts';
export { createEpisodeUpdates, type EpisodeUpdates, type PublishedEpisode } from './episode-updates.ts';
export { createTitleEditor, type TitleEdit, type TitleEditor, type TitleListEntry } from './title-editor.ts';
export { createPageAltTexts, type PageAltTexts, type StoryAltTexts } from './page-alt-texts.ts';
export { withMemberMarks, type MemberMarks, type Marked } from './member-marks.ts';
export { createAdultCoverPaths, type AdultCoverPaths } from './adult-cover-paths.ts';
export { publishedCoverUses } from './cover-image-uses.ts';
export { createSeriesEditor, type SeriesEditor, type SeriesContents, type SeriesOrder, type StoryEdit, type VolumeEdit } from './series-editor.ts';
