import { Migration } from '@mikro-orm/migrations';

/**
 * Precomputed answers for 1- and 2-character keywords (docs/decisions/025-short-keyword-search.md):
 * per unigram / bigram and audience, the match count and the best title ids in search order. Filled
 * by `refreshSearchDocuments` (the search service builds it on first use when it is empty).
 */
export class Migration20261122240000_search_short_keywords extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "title_search_gram" ("gram" text not null, "for_adult" boolean not null, "match_count" int not null, "top_ids" int[] not null, primary key ("gram", "for_adult"));');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "title_search_gram";');
  }
}
