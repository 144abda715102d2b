import { Migration } from '@mikro-orm/migrations';

/**
 * The rewards module's gifts (issue 16 items 6 and 7, decision 049): ticket campaigns, the claims of gift
 * coupons and tickets (one per member and slot), and the pending rewards of /rewardconfirm/.
 */
export class Migration20261125180060_rewards_gifts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "reward_ticket_campaign" ("id" serial primary key, "code" varchar(40) not null, "label" varchar(60) not null, "description" text not null, "tickets" int not null, "per" varchar(10) not null, "valid_hours" int not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "reward_ticket_campaign" add constraint "reward_ticket_campaign_code_unique" unique ("code");`);
    this.addSql(`create table "reward_pending" ("id" serial primary key, "user_id" int not null, "kind" varchar(20) not null, "source_key" varchar(60) not null, "label" varchar(100) not null, "asset" varchar(16) not null, "amount" int not null, "valid_hours" int null, "claim_by" timestamptz null, "created_at" timestamptz not null, "received_at" timestamptz null);`);
    this.addSql(`alter table "reward_pending" add constraint "reward_pending_source_unique" unique ("user_id", "source_key");`);
    this.addSql(`create table "reward_gift_claim" ("id" serial primary key, "user_id" int not null, "kind" varchar(10) not null, "code" varchar(40) not null, "day_key" varchar(10) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "reward_gift_claim" add constraint "reward_gift_claim_slot_unique" unique ("user_id", "kind", "code", "day_key");`);
    this.addSql(`alter table "reward_ticket_campaign" add constraint "reward_ticket_campaign_tickets_check" check (tickets > 0 and tickets <= 1000);`);
    this.addSql(`alter table "reward_ticket_campaign" add constraint "reward_ticket_campaign_per_check" check (per in ('day', 'campaign'));`);
    this.addSql(`alter table "reward_ticket_campaign" add constraint "reward_ticket_campaign_valid_hours_check" check (valid_hours > 0);`);
    this.addSql(`alter table "reward_pending" add constraint "reward_pending_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_pending" add constraint "reward_pending_asset_check" check (asset in ('point', 'bonus_coin', 'ticket'));`);
    this.addSql(`alter table "reward_pending" add constraint "reward_pending_amount_check" check (amount > 0);`);
    this.addSql(`alter table "reward_gift_claim" add constraint "reward_gift_claim_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_gift_claim" add constraint "reward_gift_claim_kind_check" check (kind in ('coupon', 'ticket'));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "reward_gift_claim" cascade;');
    this.addSql('drop table if exists "reward_pending" cascade;');
    this.addSql('drop table if exists "reward_ticket_campaign" cascade;');
  }
}
