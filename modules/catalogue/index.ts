export { catalogueEntities, PaymentType } from './entities/index.ts';
export { createCatalogueService, type CatalogueService, type TitleDetail, type ViewerStory, type VolumeRow, type StoryRow, type CoverSource } from './catalogue-service.ts';
export { coverPath, toHexColor, type TitleCard } from './title-view.ts';
export { seedCatalogue, seedDemoIfEmpty } from './seed/index.ts';
export { coverRouter } from './cover-router.ts';
