export { rankingsEntities, RankingEntry, RankingState } from './entities/index.ts';
export * from './rules.ts';
