export { createContentBlocksService, type ContentBlocksService, type ContentBlockInput, type ContentBlockView } from './content-blocks-service.ts';
export { seedDemoContentBlocks, DEMO_CONTENT_BLOCKS } from './demo-blocks.ts';
