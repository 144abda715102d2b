import { Migration } from '@mikro-orm/migrations';

/** Book codes of the old site that redirect to a title's page (/book/{legacyCode}/ → /book/title/{titleCode}/). */
export class Migration20261122020000_legacy_codes extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "legacy_title_code" ("legacy_code" varchar(32) not null, "title_id" int not null, primary key ("legacy_code"));');
    this.addSql('alter table "legacy_title_code" add constraint "legacy_title_code_title_id_foreign" foreign key ("title_id") references "title" ("id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "legacy_title_code" cascade;');
  }
}
