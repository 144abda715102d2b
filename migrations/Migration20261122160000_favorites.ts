import { Migration } from '@mikro-orm/migrations';

/** Members' favourite titles (the title's favorite_count moves with them). */
export class Migration20261122160000_favorites extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "favorite" ("user_id" int not null, "title_id" int not null, "created_at" timestamptz not null, primary key ("user_id", "title_id"));');
    this.addSql('create index "favorite_user_created_idx" on "favorite" ("user_id", "created_at");');
    this.addSql('alter table "favorite" add constraint "favorite_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "favorite" add constraint "favorite_title_id_foreign" foreign key ("title_id") references "title" ("id") on update cascade on delete cascade;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "favorite";');
  }
}
