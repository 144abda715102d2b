import { Migration } from '@mikro-orm/migrations';

/** Staff-supplied top navigation (empty: the spec's defaults apply). */
export class Migration20261122030000_navigation extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "navigation_entry" ("id" serial primary key, "label" varchar(32) not null, "path" varchar(200) not null, "route_name" varchar(64) not null, "params" jsonb null, "enabled" boolean not null default true, "is_adult" boolean not null default false, "position" smallint not null default 0);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "navigation_entry";');
  }
}
