/** Browser-safe exports of the catalogue module. */
export * from './search/search-query.ts';
export type { SuggestionItem, SearchPage } from './search/search-sql.ts';
export type { StoryRow, TitleCard } from './title-view.ts';
export type { ReviewView } from './reviews/review-view.ts';
export * from './lists/list-query.ts';
export * from './blocks/block-sources.ts';
export * from './store/product.ts';
export * from './reviews/review-rules.ts';
export { PaymentType } from './payment-type.ts';
