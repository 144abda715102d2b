export {
  PIPELINE_VERSION,
  COVER_MASTER,
  PAGE_MASTER,
  rasterize,
  heightFor,
  noMasterImages,
  type CoverDesign,
  type PageDesign,
  type MasterImage,
  type MasterImageSource,
} from './master-source.ts';
export {
  negotiateFormat,
  roundWidth,
  widthQuery,
  encodeImage,
  COVER_WIDTHS,
  PAGE_WIDTHS,
  DEFAULT_COVER_WIDTH,
  DEFAULT_PAGE_WIDTH,
  CONTENT_TYPES,
  type ImageFormat,
} from './encode.ts';
export { DiskImageStore, type ImageStore } from './image-store.ts';
export { ImageCache, defaultImageCache, etagFor, type CachedImage, type ImageRequest, type ImageCacheOptions, type ImageCacheStats } from './image-cache.ts';
export { serveImage, imageResponse, notModifiedResponse, etagMatches, CACHE_CONTROL, type ImageCachePolicy } from './respond.ts';
export { RenderFailures, UnrenderableImage, type RenderFailuresOptions } from './render-failures.ts';
