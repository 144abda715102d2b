import { Migration } from '@mikro-orm/migrations';

/**
 * Coupon codes made on /staff/item/ (decision 067): limits per member and in all on a coupon campaign, how its
 * codes reach members (open, or with a purchase: 景品表示法's 総付景品 check), the
 * codes members redeem (campaigns), a claim's slot wide enough for the redeemed code and the tallies that
 * keep the limits (rewards).
 */
export class Migration20261128040000_coupon_codes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "coupon_campaign" add column "per_member_limit" smallint not null default 1, add column "total_limit" int null, add column "single_use_codes" boolean not null default false, add column "distribution" varchar(10) not null default 'open', add column "purchase_yen" int null, add constraint coupon_campaign_distribution_check check (distribution in ('open', 'purchase')), add constraint coupon_campaign_per_member_limit_check check (per_member_limit >= 1 and per_member_limit <= 100), add constraint coupon_campaign_total_limit_check check (total_limit is null or total_limit > 0);`,
    );
    this.addSql(`create table "coupon_code" ("id" serial primary key, "campaign_id" int not null, "code" varchar(32) not null, "created_at" timestamptz not null);`);
    this.addSql('create index "coupon_code_campaign_idx" on "coupon_code" ("campaign_id");');
    this.addSql('alter table "coupon_code" add constraint "coupon_code_code_unique" unique ("code");');
    this.addSql('alter table "coupon_code" add constraint "coupon_code_campaign_id_foreign" foreign key ("campaign_id") references "coupon_campaign" ("id") on delete cascade;');
    this.addSql('alter table "reward_gift_claim" alter column "day_key" type varchar(40);');
    this.addSql(`create table "reward_coupon_tally" ("key" varchar(80) not null, "used" int not null default 0, constraint "reward_coupon_tally_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "reward_coupon_tally";');
    this.addSql('alter table "reward_gift_claim" alter column "day_key" type varchar(10);');
    this.addSql('drop table if exists "coupon_code";');
    this.addSql('alter table "coupon_campaign" drop constraint coupon_campaign_per_member_limit_check, drop constraint coupon_campaign_total_limit_check, drop constraint coupon_campaign_distribution_check, drop column "per_member_limit", drop column "total_limit", drop column "single_use_codes", drop column "distribution", drop column "purchase_yen";');
  }
}
