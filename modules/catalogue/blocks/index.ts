export { createContentBlocksService, type ContentBlocksService, type ContentBlockInput, type ContentBlockView } from './content-blocks-service.ts';
