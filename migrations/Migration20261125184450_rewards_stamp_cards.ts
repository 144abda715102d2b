import { Migration } from '@mikro-orm/migrations';

/**
 * Stamp cards (issue 16 item 5, decision 048): cards, their stamps and completions, and the extra
 * draws a member earns beyond a lottery's allowance (a completed card's gacha, a watched video).
 */
export class Migration20261125184450_rewards_stamp_cards extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "reward_stamp_card" ("id" serial primary key, "code" varchar(40) not null, "label" varchar(60) not null, "message" text not null, "details" text not null default '', "thumbnail_url" varchar(300) not null, "slots" jsonb not null, "prize" jsonb null, "gacha_id" int null, "starts_at" timestamptz not null, "ends_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "reward_stamp_card" add constraint "reward_stamp_card_code_unique" unique ("code");`);
    this.addSql(`create index "reward_stamp_card_window_idx" on "reward_stamp_card" ("starts_at", "ends_at");`);
    this.addSql(`create table "reward_stamp_completion" ("id" serial primary key, "card_id" int not null, "user_id" int not null, "draw_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "reward_stamp_completion" add constraint "reward_stamp_completion_unique" unique ("card_id", "user_id");`);
    this.addSql(`create table "reward_stamp" ("id" serial primary key, "card_id" int not null, "user_id" int not null, "action" varchar(20) not null, "reference" varchar(80) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "reward_stamp" add constraint "reward_stamp_event_unique" unique ("card_id", "user_id", "action", "reference");`);
    this.addSql(`create table "reward_extra_draw" ("id" serial primary key, "lottery_id" int not null, "user_id" int not null, "period_key" varchar(13) not null, "source" varchar(80) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "reward_extra_draw" add constraint "reward_extra_draw_source_unique" unique ("source");`);
    this.addSql(`create index "reward_extra_draw_member_idx" on "reward_extra_draw" ("lottery_id", "user_id", "period_key");`);
    this.addSql(`alter table "reward_stamp_card" add constraint "reward_stamp_card_gacha_id_foreign" foreign key ("gacha_id") references "reward_lottery" ("id") on delete set null;`);
    this.addSql(`alter table "reward_stamp_completion" add constraint "reward_stamp_completion_card_id_foreign" foreign key ("card_id") references "reward_stamp_card" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_stamp_completion" add constraint "reward_stamp_completion_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_stamp" add constraint "reward_stamp_card_id_foreign" foreign key ("card_id") references "reward_stamp_card" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_stamp" add constraint "reward_stamp_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_extra_draw" add constraint "reward_extra_draw_lottery_id_foreign" foreign key ("lottery_id") references "reward_lottery" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_extra_draw" add constraint "reward_extra_draw_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "reward_extra_draw" cascade;');
    this.addSql('drop table if exists "reward_stamp" cascade;');
    this.addSql('drop table if exists "reward_stamp_completion" cascade;');
    this.addSql('drop table if exists "reward_stamp_card" cascade;');
  }
}
