import { Migration } from '@mikro-orm/migrations';

/** Ranking rollups (module rankings): every list's titles, replaced as a whole by the refresh job. */
export class Migration20261122180000_rankings extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "ranking_state" ("id" smallint not null, "computed_at" timestamptz not null, "duration_ms" int not null, primary key ("id"));');
    this.addSql('create table "ranking_entry" ("kind" varchar(8) not null, "basis" varchar(12) not null, "list" varchar(16) not null, "position" int not null, "title_id" int not null, "score" int not null, "growth" int not null default 0, "previous_position" int null, "is_adult" boolean not null, primary key ("kind", "basis", "list", "position"));');
    this.addSql('alter table "ranking_entry" add constraint "ranking_entry_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete cascade;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "ranking_entry";');
    this.addSql('drop table if exists "ranking_state";');
  }
}
