import { defineEntity, p } from '@mikro-orm/core';

/** The one row telling when the rankings in ranking_entry were computed (id is always 1). */
export const RankingStateSchema = defineEntity({
  name: 'RankingState',
  tableName: 'ranking_state',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    computedAt: p.datetime(),
    /** Milliseconds the last refresh took, for the logs and docs/performance.md. */
    durationMs: p.integer(),
  },
});

export class RankingState extends RankingStateSchema.class {}
RankingStateSchema.setClass(RankingState);
