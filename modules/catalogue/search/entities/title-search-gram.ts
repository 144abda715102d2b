import { defineEntity, p } from '@mikro-orm/core';

/**
 * Precomputed answers for 1- and 2-character keywords (written by `refreshSearchDocuments`, never by
 * the unit of work): for each unigram and bigram of the documents and each audience (`forAdult`
 * false: titles without the adult flag; true: every title), how many titles match and the ids of the
 * best TOP_IDS of them, in search order (relevance for that keyword, then popularity, then id).
 */
export const TitleSearchGramSchema = defineEntity({
  name: 'TitleSearchGram',
  tableName: 'title_search_gram',
  properties: {
    gram: p.text().primary(),
    forAdult: p.boolean().primary(),
    matchCount: p.integer(),
    topIds: p.array<number>((i) => Number(i)).columnType('int[]'),
  },
});

export class TitleSearchGram extends TitleSearchGramSchema.class {}
TitleSearchGramSchema.setClass(TitleSearchGram);
