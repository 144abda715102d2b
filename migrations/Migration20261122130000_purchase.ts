import { Migration } from '@mikro-orm/migrations';

/** Coin and premium purchases through the payment provider (modules/wallet/payments). */
export class Migration20261122130000_purchase extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "wallet_purchase" ("id" serial primary key, "public_id" uuid not null, "user_id" int not null, "request_id" uuid not null, "kind" varchar(16) not null, "product" varchar(32) not null, "price_yen" int not null, "paid_coins" int not null default 0, "bonus_coins" int not null default 0, "coupon_code" varchar(32) null, "coupon_bonus_coins" int not null default 0, "premium_tickets" int not null default 0, "provider" varchar(32) not null, "provider_payment_id" varchar(100) null, "status" varchar(16) not null, "card_last4" varchar(4) null, "created_at" timestamptz not null, "settled_at" timestamptz null, constraint wallet_purchase_kind_check check (kind in ('coin', 'premium')), constraint wallet_purchase_price_yen_check check (price_yen > 0), constraint wallet_purchase_paid_coins_check check (paid_coins >= 0), constraint wallet_purchase_bonus_coins_check check (bonus_coins >= 0), constraint wallet_purchase_coupon_bonus_coins_check check (coupon_bonus_coins >= 0), constraint wallet_purchase_premium_tickets_check check (premium_tickets >= 0), constraint wallet_purchase_status_check check (status in ('pending', 'paid', 'declined', 'failed')));`,
    );
    this.addSql('alter table "wallet_purchase" add constraint "wallet_purchase_public_id_unique" unique ("public_id");');
    this.addSql('alter table "wallet_purchase" add constraint "wallet_purchase_provider_payment_id_unique" unique ("provider_payment_id");');
    this.addSql('alter table "wallet_purchase" add constraint "wallet_purchase_request_unique" unique ("user_id", "request_id");');
    this.addSql(`create index "wallet_purchase_pending_idx" on "wallet_purchase" ("created_at") where status = 'pending';`);
    this.addSql('alter table "wallet_purchase" add constraint "wallet_purchase_user_id_foreign" foreign key ("user_id") references "app_user" ("id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "wallet_purchase";');
  }
}
