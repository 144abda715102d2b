import { defineEntity, p } from '@mikro-orm/core';

/**
 * The search document of one title (written by `refreshSearchDocuments`, never by the unit of work):
 * folded text of the title, its reading, its authors (name and reading) and tags, and the unigrams
 * and bigrams of all of them for the GIN index. Fields inside authorsFold / tagsFold and doc are
 * separated by chr(1).
 */
export const TitleSearchSchema = defineEntity({
  name: 'TitleSearch',
  tableName: 'title_search',
  indexes: [
    { name: 'title_search_grams_idx', expression: 'create index "title_search_grams_idx" on "title_search" using gin ("grams")' },
    { name: 'title_search_title_prefix_idx', expression: 'create index "title_search_title_prefix_idx" on "title_search" ("title_fold" text_pattern_ops)' },
    { name: 'title_search_kana_prefix_idx', expression: 'create index "title_search_kana_prefix_idx" on "title_search" ("kana_fold" text_pattern_ops)' },
  ],
  properties: {
    titleId: p.integer().primary().autoincrement(false),
    titleFold: p.text(),
    kanaFold: p.text(),
    authorsFold: p.text(),
    tagsFold: p.text(),
    doc: p.text(),
    grams: p.array(),
    /** Stories readable free (payment type 1), for sort code 6. */
    freeStoryCount: p.integer().default(0),
    /** Copies of the title's adult flag and monthly sales, so a keyword-only search ranks without joining `title`. */
    isAdult: p.boolean().default(false),
    popularity: p.integer().default(0),
  },
});

export class TitleSearch extends TitleSearchSchema.class {}
TitleSearchSchema.setClass(TitleSearch);
