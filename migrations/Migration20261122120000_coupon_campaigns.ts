import { Migration } from '@mikro-orm/migrations';

/** Coupon campaigns: the coupons staff offer and the pages they are recommended on. */
export class Migration20261122120000_coupon_campaigns extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "coupon_campaign" ("id" serial primary key, "coupon_code" varchar(32) not null, "coupon_name" varchar(100) not null, "description" text not null, "additional_coin_rate" smallint not null default 0, "quantity" smallint not null default 1, "bonus_quantity" int not null default 0, "item_price_without_coupon" int null, "wide_image_url" varchar(512) null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "target_path_prefix" varchar(200) not null default '/', "audience" smallint not null default 1, "priority" smallint not null default 0, "recommendable" boolean not null default true, constraint coupon_campaign_additional_coin_rate_check check (additional_coin_rate >= 0 and additional_coin_rate <= 500), constraint coupon_campaign_quantity_check check (quantity > 0), constraint coupon_campaign_bonus_quantity_check check (bonus_quantity >= 0), constraint coupon_campaign_audience_check check (audience in (1, 2, 3)));`,
    );
    this.addSql('alter table "coupon_campaign" add constraint "coupon_campaign_coupon_code_unique" unique ("coupon_code");');
    this.addSql('create index "coupon_campaign_window_idx" on "coupon_campaign" ("starts_at", "ends_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "coupon_campaign";');
  }
}
