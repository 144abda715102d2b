import { Migration } from '@mikro-orm/migrations';

/** Members' reviews (one per member and title); their ratings move the title's review totals. */
export class Migration20261124000000_reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "review" ("id" serial primary key, "user_id" int not null, "title_id" int not null, "rating" smallint not null, "body" text not null, "has_spoiler" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint review_rating_check check (rating >= 1 and rating <= 5), constraint review_body_check check (char_length(body) >= 1 and char_length(body) <= 1000));`);
    this.addSql('create index "review_title_created_idx" on "review" ("title_id", "created_at");');
    this.addSql('create index "review_created_idx" on "review" ("created_at");');
    this.addSql('alter table "review" add constraint "review_user_title_unique" unique ("user_id", "title_id");');
    this.addSql('alter table "review" add constraint "review_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;');
    this.addSql('alter table "review" add constraint "review_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete cascade;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "review";');
  }
}
