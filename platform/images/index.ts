export {
  PIPELINE_VERSION,
  COVER_MASTER,
  PAGE_MASTER,
  FONT_FAMILY,
  coverSvg,
  pageSvg,
  rasterize,
  renderCover,
  renderPage,
  heightFor,
  type CoverDesign,
  type PageDesign,
} from './masters.ts';
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
export { ImageCache, defaultImageCache, etagFor, type CachedImage, type ImageRequest, type ImageCacheOptions, type ImageCacheStats } from './image-cache.ts';
export { serveImage, imageResponse, notModifiedResponse, etagMatches, CACHE_CONTROL, type ImageCachePolicy } from './respond.ts';
