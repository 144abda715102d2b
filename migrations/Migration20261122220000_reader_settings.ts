import { Migration } from '@mikro-orm/migrations';

/** Members' viewer settings per title (direction, spread, mode). */
export class Migration20261122220000_reader_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "reader_setting" ("user_id" int not null, "title_id" int not null, "direction" varchar(3) not null, "spread" varchar(6) not null, "mode" varchar(8) not null, "updated_at" timestamptz not null, primary key ("user_id", "title_id"));');
    this.addSql('alter table "reader_setting" add constraint "reader_setting_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "reader_setting" add constraint "reader_setting_title_id_foreign" foreign key ("title_id") references "title" ("id") on update cascade on delete cascade;');
    this.addSql(`alter table "reader_setting" add constraint "reader_setting_direction_check" check (direction in ('rtl', 'ltr'));`);
    this.addSql(`alter table "reader_setting" add constraint "reader_setting_spread_check" check (spread in ('auto', 'single'));`);
    this.addSql(`alter table "reader_setting" add constraint "reader_setting_mode_check" check (mode in ('paged', 'vertical'));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "reader_setting";');
  }
}
