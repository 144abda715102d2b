import { Migration } from '@mikro-orm/migrations';

/** Rewarded video (issue 16 item 4, decision 048): each view a member started, granted once by a verified callback. */
export class Migration20261125194450_rewards_video extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "reward_video_view" ("id" serial primary key, "transaction_id" varchar(64) not null, "user_id" int not null, "lottery_id" int not null, "jst_day" varchar(10) not null, "started_at" timestamptz not null, "granted_at" timestamptz null);`);
    this.addSql(`alter table "reward_video_view" add constraint "reward_video_view_transaction_unique" unique ("transaction_id");`);
    this.addSql(`create index "reward_video_view_member_day_idx" on "reward_video_view" ("user_id", "jst_day");`);
    this.addSql(`alter table "reward_video_view" add constraint "reward_video_view_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_video_view" add constraint "reward_video_view_lottery_id_foreign" foreign key ("lottery_id") references "reward_lottery" ("id") on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "reward_video_view" cascade;');
  }
}
