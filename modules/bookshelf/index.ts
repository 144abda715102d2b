export { createBookshelfService, type BookshelfService, type BookshelfDeps, type ShelfViewer } from './bookshelf-service.ts';
export { seedDemoShelf } from './demo-shelf.ts';
export * from './client.ts';
