import { Migration } from '@mikro-orm/migrations';

/**
 * The staff console's stamp cards (decision 057): what a card's prize is worth and the smallest purchase
 * that stamps it are kept with the card (景品表示法's check runs again on every save), and a trashed card
 * carries `deleted_at` instead of being deleted.
 */
export class Migration20261127050200_stamp_card_console extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "reward_stamp_card" add column "prize_value_yen" int not null default 0, add column "purchase_yen" int null, add column "deleted_at" timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "reward_stamp_card" drop column "prize_value_yen", drop column "purchase_yen", drop column "deleted_at";');
  }
}
