export { createBookshelfService, type BookshelfService, type BookshelfDeps, type ShelfViewer } from './bookshelf-service.ts';
export * from './client.ts';
