export { createContentBlocksService, type ContentBlocksService, type ContentBlockInput, type ContentBlockView } from './content-blocks-service.ts';
export { contentBlocksRouter, contentBlocksInput, CONTENT_BLOCKS_PATH } from './content-blocks-router.ts';
