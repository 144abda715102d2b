export { createContentBlocksService, type ContentBlocksService, type ContentBlockInput, type ContentBlockDefinition, type ContentBlockView } from './content-blocks-service.ts';
export { contentBlocksRouter, contentBlocksInput, CONTENT_BLOCKS_PATH } from './content-blocks-router.ts';
export { BLOCK_SOURCES, BLOCK_SOURCE_LABELS, BLOCK_SOURCE_PATTERN, GENRE_SOURCE_PREFIX, type BlockSource } from './block-sources.ts';
