import { RankingEntry } from './ranking-entry.ts';
import { RankingState } from './ranking-state.ts';

export { RankingEntry, RankingState };
export const rankingsEntities = [RankingEntry, RankingState];
