import { Migration } from '@mikro-orm/migrations';

/**
 * The rewards module's daily lotteries (issue 16): lotteries, their published odds versions, the
 * committed seed of each period and every draw (decision 043).
 */
export class Migration20261125160000_rewards_lottery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "reward_lottery" ("id" serial primary key, "code" varchar(40) not null, "label" varchar(60) not null, "description" text not null, "conditions" text not null default '', "scheme" varchar(20) not null default 'open', "purchase_yen" int null, "expected_sales_yen" int null, "refill_hours" smallint[] not null, "draws_per_period" smallint not null, "starts_at" timestamptz not null, "ends_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "reward_lottery" add constraint "reward_lottery_code_unique" unique ("code");`);
    this.addSql(`create table "reward_lottery_odds" ("id" serial primary key, "lottery_id" int not null, "version" int not null, "effective_from" timestamptz not null, "tiers" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "reward_lottery_odds" add constraint "reward_lottery_odds_version_unique" unique ("lottery_id", "version");`);
    this.addSql(`create table "reward_period_seed" ("lottery_id" int not null, "period_key" varchar(13) not null, "seed" varchar(64) not null, "commitment" varchar(64) not null, "period_end" timestamptz not null, "created_at" timestamptz not null, primary key ("lottery_id", "period_key"));`);
    this.addSql(`create table "reward_draw" ("id" serial primary key, "lottery_id" int not null, "user_id" int not null, "period_key" varchar(13) not null, "draw_number" smallint not null, "request_id" varchar(64) not null, "odds_version" int not null, "roll" int not null, "tier_id" varchar(40) not null, "prize" jsonb not null, "coupon_code" varchar(40) null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "reward_draw" add constraint "reward_draw_slot_unique" unique ("lottery_id", "user_id", "period_key", "draw_number");`);
    this.addSql(`alter table "reward_draw" add constraint "reward_draw_request_unique" unique ("user_id", "request_id");`);
    this.addSql(`alter table "reward_lottery_odds" add constraint "reward_lottery_odds_lottery_id_foreign" foreign key ("lottery_id") references "reward_lottery" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_period_seed" add constraint "reward_period_seed_lottery_id_foreign" foreign key ("lottery_id") references "reward_lottery" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_draw" add constraint "reward_draw_lottery_id_foreign" foreign key ("lottery_id") references "reward_lottery" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_draw" add constraint "reward_draw_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "reward_draw" cascade;');
    this.addSql('drop table if exists "reward_period_seed" cascade;');
    this.addSql('drop table if exists "reward_lottery_odds" cascade;');
    this.addSql('drop table if exists "reward_lottery" cascade;');
  }
}
