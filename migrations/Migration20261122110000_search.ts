import { Migration } from '@mikro-orm/migrations';

/**
 * Japanese-aware search (docs/decisions/010-japanese-search.md): `title_search`, one search document
 * per title (folded title, reading, authors, tags) with a GIN index on its unigrams and bigrams, so
 * 1- and 2-character queries use an index too. The documents are filled by the catalogue seed /
 * `refreshSearchDocuments` (the search service builds them on first use for a catalogue that has none).
 */
export class Migration20261122110000_search extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "title_search" ("title_id" int not null, "title_fold" text not null, "kana_fold" text not null, "authors_fold" text not null, "tags_fold" text not null, "doc" text not null, "grams" text[] not null, "free_story_count" int not null default 0, primary key ("title_id"));');
    this.addSql('create index "title_search_grams_idx" on "title_search" using gin ("grams");');
    // Prefix matches of 1- and 2-character queries (title and reading) come from these.
    this.addSql('create index "title_search_title_prefix_idx" on "title_search" ("title_fold" text_pattern_ops);');
    this.addSql('create index "title_search_kana_prefix_idx" on "title_search" ("kana_fold" text_pattern_ops);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "title_search";');
  }
}
