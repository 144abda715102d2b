export { createListService, type ListService, type Genre } from './list-service.ts';
export type { ListPage, ListFilter, GenreEntry } from './list-sql.ts';
export * from './list-query.ts';
export { listRouter } from './list-router.ts';
