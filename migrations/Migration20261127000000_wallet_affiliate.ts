import { Migration } from '@mikro-orm/migrations';

/** Affiliate earnings in JPY as a wallet account kind (issue 20, decision 052). */
export class Migration20261127000000_wallet_affiliate extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "wallet_account" add column "affiliate_yen" int not null default 0;`);
    this.addSql(`alter table "wallet_account" add constraint "wallet_account_affiliate_yen_check" check (affiliate_yen >= 0);`);
    this.addSql(`alter table "wallet_entry" drop constraint "wallet_entry_asset_check";`);
    this.addSql(`alter table "wallet_entry" add constraint "wallet_entry_asset_check" check (asset in ('paid_coin', 'bonus_coin', 'point', 'ticket', 'premium_ticket', 'coupon', 'title_ticket', 'affiliate_yen'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "wallet_entry" drop constraint "wallet_entry_asset_check";`);
    this.addSql(`alter table "wallet_entry" add constraint "wallet_entry_asset_check" check (asset in ('paid_coin', 'bonus_coin', 'point', 'ticket', 'premium_ticket', 'coupon', 'title_ticket'));`);
    this.addSql(`alter table "wallet_account" drop column "affiliate_yen";`);
  }
}
