export { createStoreService, type StoreService } from './store-service.ts';
export { storeRouter } from './store-router.ts';
export { storeSearchInput, type StoreSearchQuery } from './store-query.ts';
export * from './product.ts';
