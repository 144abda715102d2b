import { Migration } from '@mikro-orm/migrations';

/**
 * Coin packs as data (decision 067): staff edit them on /staff/item/ and the purchase flow reads them. The packs
 * sold until now (modules/wallet/coin-packs.ts's COIN_PACKS, bonus = rate × coins rounded down) are the first rows,
 * with the same product ids, so purchases made before keep naming their pack.
 */
export class Migration20261128040100_coin_packs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "wallet_coin_pack" ("id" serial primary key, "product_id" varchar(40) not null, "price_yen" int not null, "coins" int not null, "bonus_coins" int not null default 0, "starts_at" timestamptz not null, "ends_at" timestamptz null, "position" smallint not null default 0, constraint wallet_coin_pack_price_yen_check check (price_yen > 0), constraint wallet_coin_pack_coins_check check (coins > 0), constraint wallet_coin_pack_bonus_coins_check check (bonus_coins >= 0));`,
    );
    this.addSql('alter table "wallet_coin_pack" add constraint "wallet_coin_pack_product_id_unique" unique ("product_id");');
    this.addSql(`insert into "wallet_coin_pack" ("product_id", "price_yen", "coins", "bonus_coins", "starts_at", "position") values
      ('coin_120', 120, 120, 0, '2020-01-01T00:00:00+09:00', 1),
      ('coin_500', 500, 500, 10, '2020-01-01T00:00:00+09:00', 2),
      ('coin_1000', 1000, 1000, 30, '2020-01-01T00:00:00+09:00', 3),
      ('coin_3000', 3000, 3000, 150, '2020-01-01T00:00:00+09:00', 4),
      ('coin_5000', 5000, 5000, 400, '2020-01-01T00:00:00+09:00', 5),
      ('coin_10000', 10000, 10000, 1000, '2020-01-01T00:00:00+09:00', 6);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "wallet_coin_pack";');
  }
}
