import { defineEntity, p } from '@mikro-orm/core';
import { Title } from '#modules/catalogue/index.ts';

/**
 * One title's place in one ranking list, written only by the refresh job (all rows replaced in one
 * transaction). Adult titles are kept with their flag and filtered when read.
 */
export const RankingEntrySchema = defineEntity({
  name: 'RankingEntry',
  tableName: 'ranking_entry',
  properties: {
    kind: p.string().length(8).primary(),
    basis: p.string().length(12).primary(),
    list: p.string().length(16).primary(),
    position: p.integer().primary(),
    title: () => p.manyToOne(Title).deleteRule('cascade'),
    score: p.integer(),
    growth: p.integer().default(0),
    previousPosition: p.integer().nullable(),
    isAdult: p.boolean(),
  },
});

export class RankingEntry extends RankingEntrySchema.class {}
RankingEntrySchema.setClass(RankingEntry);
