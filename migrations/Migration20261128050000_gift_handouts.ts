import { Migration } from '@mikro-orm/migrations';

/** Staff gift handouts (decision 069): what /staff/item/ offers to a list of members or to all, sent once. */
export class Migration20261128050000_gift_handouts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reward_gift_handout" ("id" serial primary key, "label" varchar(100) not null, "asset" varchar(16) not null, "amount" int not null, "valid_hours" int null, "claim_by" timestamptz not null, "all_members" boolean not null, "member_ids" jsonb not null default '[]', "sent_at" timestamptz null, "created_at" timestamptz not null, constraint reward_gift_handout_asset_check check (asset in ('point', 'bonus_coin', 'ticket')), constraint reward_gift_handout_amount_check check (amount > 0));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "reward_gift_handout";');
  }
}
