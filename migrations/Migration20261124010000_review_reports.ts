import { Migration } from '@mikro-orm/migrations';

/** Members' reports of reviews (one per member and review), for staff. */
export class Migration20261124010000_review_reports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "review_report" ("id" serial primary key, "review_id" int not null, "user_id" int not null, "reason" varchar(16) not null, "comment" text not null, "created_at" timestamptz not null, constraint review_report_reason_check check (reason in ('spoiler', 'abuse', 'spam', 'unrelated', 'other')), constraint review_report_comment_check check (char_length(comment) <= 500));`);
    this.addSql('create index "review_report_created_idx" on "review_report" ("created_at");');
    this.addSql('alter table "review_report" add constraint "review_report_review_user_unique" unique ("review_id", "user_id");');
    this.addSql('alter table "review_report" add constraint "review_report_review_id_foreign" foreign key ("review_id") references "review" ("id") on delete cascade;');
    this.addSql('alter table "review_report" add constraint "review_report_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "review_report";');
  }
}
