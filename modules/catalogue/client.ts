/** Browser-safe exports of the catalogue module. */
export * from './search/search-query.ts';
export type { SuggestionItem, SearchPage } from './search/search-sql.ts';
export type { StoryRow, TitleCard } from './title-view.ts';
export type { ReviewView } from './reviews/review-view.ts';
export * from './lists/list-query.ts';
export * from './blocks/block-sources.ts';
export * from './store/product.ts';
export * from './reviews/review-rules.ts';

/** How a story is read (spec: paymentType): free, free if you wait (待てば¥0), or for coins. */
export const PaymentType = { Free: 1, FreeIfWait: 2, Coins: 3 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
