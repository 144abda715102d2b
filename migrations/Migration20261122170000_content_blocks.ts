import { Migration } from '@mikro-orm/migrations';

/** The top page's content blocks (modules/catalogue/entities/content-block.ts). */
export class Migration20261122170000_content_blocks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "content_block" ("id" serial primary key, "position" smallint not null, "title" varchar(100) not null, "label" varchar(32) null, "source" varchar(48) not null, "sort" smallint not null default 1, "item_limit" smallint not null default 12, "ranked" boolean not null default false, "more_link" varchar(200) null, "more_text" varchar(32) null, "tabs" jsonb not null default '[]', "enabled" boolean not null default true);`);
    this.addSql('create index "content_block_position_idx" on "content_block" ("position");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "content_block";');
  }
}
