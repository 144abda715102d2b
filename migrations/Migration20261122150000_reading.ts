import { Migration } from '@mikro-orm/migrations';

/** Reading progress per member and story, and the append-only reading events of the view rankings. */
export class Migration20261122150000_reading extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "reading_progress" ("user_id" int not null, "story_id" int not null, "title_id" int not null, "page" smallint not null, "read_at" timestamptz not null, primary key ("user_id", "story_id"));');
    this.addSql('create index "reading_progress_user_read_at_idx" on "reading_progress" ("user_id", "read_at");');
    this.addSql('create index "reading_progress_user_title_idx" on "reading_progress" ("user_id", "title_id");');
    this.addSql('create table "reading_event" ("id" bigserial primary key, "story_id" int not null, "title_id" int not null, "user_id" int null, "created_at" timestamptz not null);');
    this.addSql('create index "reading_event_title_created_idx" on "reading_event" ("title_id", "created_at");');
    this.addSql('alter table "reading_progress" add constraint "reading_progress_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "reading_progress" add constraint "reading_progress_story_id_foreign" foreign key ("story_id") references "story" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "reading_progress" add constraint "reading_progress_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete cascade;');
    this.addSql('alter table "reading_progress" add constraint "reading_progress_page_check" check (page > 0);');
    this.addSql('alter table "reading_event" add constraint "reading_event_story_id_foreign" foreign key ("story_id") references "story" ("id") on delete cascade;');
    this.addSql('alter table "reading_event" add constraint "reading_event_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete cascade;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "reading_event";');
    this.addSql('drop table if exists "reading_progress";');
  }
}
