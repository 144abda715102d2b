import { Migration } from '@mikro-orm/migrations';

/** Per-page alt text of the viewer, written by staff (decision 053). */
export class Migration20261127020000_page_alt_text extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "page_alt_text" ("story_id" int not null, "page" smallint not null, "alt" varchar(300) not null, primary key ("story_id", "page"));');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "page_alt_text";');
  }
}
