import { Migration } from '@mikro-orm/migrations';

/**
 * Search latency for short keywords (docs/decisions/025-short-keyword-search.md):
 * - `title_search_gram`: per unigram / bigram and audience, the match count and the best title ids in
 *   search order, answering 1- and 2-character keywords. Filled by `refreshSearchDocuments` (the
 *   search service builds it on first use when it is empty).
 * - the documents get copies of the title's adult flag and monthly sales, so a keyword-only search
 *   ranks without joining `title`; filled here for documents that already exist.
 */
export class Migration20261122240000_search_short_keywords extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "title_search_gram" ("gram" text not null, "for_adult" boolean not null, "match_count" int not null, "top_ids" int[] not null, primary key ("gram", "for_adult"));');
    this.addSql('alter table "title_search" add column "is_adult" boolean not null default false, add column "popularity" int not null default 0;');
    this.addSql('update "title_search" s set "is_adult" = t."is_adult", "popularity" = t."monthly_sales_amount" from "title" t where t."id" = s."title_id";');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "title_search_gram";');
    this.addSql('alter table "title_search" drop column "is_adult", drop column "popularity";');
  }
}
