import { Migration } from '@mikro-orm/migrations';

/**
 * Restorable trash for gift coupons (campaigns), coin packs (wallet) and gift handouts (rewards), issue 19:
 * a trashed one is out of public use (no redeeming, not sold, not received) and nothing is deleted.
 */
export class Migration20261129020000_trash_coupons_packs_handouts extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "coupon_campaign" add column "deleted_at" timestamptz null;');
    this.addSql('alter table "wallet_coin_pack" add column "deleted_at" timestamptz null;');
    this.addSql('alter table "reward_gift_handout" add column "deleted_at" timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "coupon_campaign" drop column "deleted_at";');
    this.addSql('alter table "wallet_coin_pack" drop column "deleted_at";');
    this.addSql('alter table "reward_gift_handout" drop column "deleted_at";');
  }
}
