export { rankingsEntities, RankingEntry, RankingState } from './entities/index.ts';
export * from './rules.ts';
export { computeRankings, type RankingRow, type TitleCounts } from './compute.ts';
export { createRankingRefresh, type RankingRefresh, type RankingSources, type RefreshResult } from './refresh.ts';
export { createRankingService, listVisible, type RankingService, type RankingPage, type RankedTitle, type RankingQuery, type Movement } from './ranking-service.ts';
export { rankingInput, normalizeRankingQuery, rankingHref } from './ranking-query.ts';
export { rankingRouter } from './ranking-router.ts';
