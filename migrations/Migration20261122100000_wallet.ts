import { Migration } from '@mikro-orm/migrations';

/**
 * The wallet: balances per member (never negative: CHECK constraints), lots of expiring coins and
 * tickets, an append-only ledger (operations and entries; UPDATE, DELETE and TRUNCATE refused by
 * triggers), 待てば¥0 tickets per title and entitlements to stories and volumes.
 * See docs/decisions/009-wallet-ledger.md.
 */
export class Migration20261122100000_wallet extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "wallet_account" ("user_id" int not null, "paid_coin" int not null default 0, "bonus_coin" int not null default 0, "point" int not null default 0, "ticket" int not null default 0, "premium_ticket" int not null default 0, "coupon" int not null default 0, "premium_until" timestamptz null, "first_paid_at" timestamptz null, "updated_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`create table "wallet_operation" ("id" serial primary key, "user_id" int not null, "kind" varchar(32) not null, "idempotency_key" varchar(200) null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "wallet_operation" add constraint "wallet_operation_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create table "wallet_lot" ("id" serial primary key, "user_id" int not null, "operation_id" int not null, "asset" varchar(16) not null, "amount" int not null, "remaining" int not null, "expires_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "wallet_lot_spendable_idx" on "wallet_lot" ("user_id", "asset", "expires_at") where remaining > 0;`);
    this.addSql(`create table "wallet_entry" ("id" bigserial primary key, "operation_id" int not null, "user_id" int not null, "asset" varchar(16) not null, "amount" int not null, "reason" varchar(32) not null, "reference" varchar(200) not null, "lot_id" int null, "title_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`create index "wallet_entry_user_asset_idx" on "wallet_entry" ("user_id", "asset", "created_at");`);
    this.addSql(`create index "wallet_entry_lot_idx" on "wallet_entry" ("lot_id");`);
    this.addSql(`create index "wallet_entry_operation_idx" on "wallet_entry" ("operation_id");`);
    this.addSql(`create table "wallet_entitlement" ("id" serial primary key, "user_id" int not null, "story_id" int null, "volume_id" int null, "kind" varchar(16) not null, "operation_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz null);`);
    this.addSql(`create index "wallet_entitlement_user_story_idx" on "wallet_entitlement" ("user_id", "story_id");`);
    this.addSql(`create index "wallet_entitlement_user_volume_idx" on "wallet_entitlement" ("user_id", "volume_id");`);
    this.addSql(`create unique index "wallet_entitlement_story_owned_unique" on "wallet_entitlement" ("user_id", "story_id") where expires_at is null and story_id is not null;`);
    this.addSql(`create unique index "wallet_entitlement_volume_owned_unique" on "wallet_entitlement" ("user_id", "volume_id") where expires_at is null and volume_id is not null;`);
    this.addSql(`create table "wallet_title_ticket" ("user_id" int not null, "title_id" int not null, "tickets" smallint not null, "recovers_at" timestamptz null, primary key ("user_id", "title_id"));`);
    this.addSql(`alter table "wallet_account" add constraint "wallet_account_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "wallet_account" add constraint "wallet_account_paid_coin_check" check (paid_coin >= 0);`);
    this.addSql(`alter table "wallet_account" add constraint "wallet_account_bonus_coin_check" check (bonus_coin >= 0);`);
    this.addSql(`alter table "wallet_account" add constraint "wallet_account_point_check" check (point >= 0);`);
    this.addSql(`alter table "wallet_account" add constraint "wallet_account_ticket_check" check (ticket >= 0);`);
    this.addSql(`alter table "wallet_account" add constraint "wallet_account_premium_ticket_check" check (premium_ticket >= 0);`);
    this.addSql(`alter table "wallet_account" add constraint "wallet_account_coupon_check" check (coupon >= 0);`);
    this.addSql(`alter table "wallet_operation" add constraint "wallet_operation_user_id_foreign" foreign key ("user_id") references "app_user" ("id");`);
    this.addSql(`create or replace function "wallet_operation_wallet_operation_immutable_fn"() returns trigger as $$ begin raise exception 'wallet ledger rows are immutable (% on %)', tg_op, tg_table_name using errcode = 'P0001'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "wallet_operation_immutable" BEFORE UPDATE OR DELETE on "wallet_operation" for each ROW execute function "wallet_operation_wallet_operation_immutable_fn"();`);
    this.addSql(`create or replace function "wallet_operation_wallet_operation_no_truncate_fn"() returns trigger as $$ begin raise exception 'wallet ledger rows are immutable (% on %)', tg_op, tg_table_name using errcode = 'P0001'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "wallet_operation_no_truncate" BEFORE TRUNCATE on "wallet_operation" for each STATEMENT execute function "wallet_operation_wallet_operation_no_truncate_fn"();`);
    this.addSql(`alter table "wallet_lot" add constraint "wallet_lot_user_id_foreign" foreign key ("user_id") references "app_user" ("id");`);
    this.addSql(`alter table "wallet_lot" add constraint "wallet_lot_operation_id_foreign" foreign key ("operation_id") references "wallet_operation" ("id");`);
    this.addSql(`alter table "wallet_lot" add constraint "wallet_lot_asset_check" check (asset in ('paid_coin', 'bonus_coin', 'ticket', 'premium_ticket'));`);
    this.addSql(`alter table "wallet_lot" add constraint "wallet_lot_amount_check" check (amount > 0);`);
    this.addSql(`alter table "wallet_lot" add constraint "wallet_lot_remaining_check" check (remaining >= 0 and remaining <= amount);`);
    this.addSql(`alter table "wallet_entry" add constraint "wallet_entry_operation_id_foreign" foreign key ("operation_id") references "wallet_operation" ("id");`);
    this.addSql(`alter table "wallet_entry" add constraint "wallet_entry_user_id_foreign" foreign key ("user_id") references "app_user" ("id");`);
    this.addSql(`alter table "wallet_entry" add constraint "wallet_entry_lot_id_foreign" foreign key ("lot_id") references "wallet_lot" ("id") on delete restrict;`);
    this.addSql(`alter table "wallet_entry" add constraint "wallet_entry_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete restrict;`);
    this.addSql(`alter table "wallet_entry" add constraint "wallet_entry_asset_check" check (asset in ('paid_coin', 'bonus_coin', 'point', 'ticket', 'premium_ticket', 'coupon', 'title_ticket'));`);
    this.addSql(`alter table "wallet_entry" add constraint "wallet_entry_amount_check" check (amount <> 0);`);
    this.addSql(`create or replace function "wallet_entry_wallet_entry_immutable_fn"() returns trigger as $$ begin raise exception 'wallet ledger rows are immutable (% on %)', tg_op, tg_table_name using errcode = 'P0001'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "wallet_entry_immutable" BEFORE UPDATE OR DELETE on "wallet_entry" for each ROW execute function "wallet_entry_wallet_entry_immutable_fn"();`);
    this.addSql(`create or replace function "wallet_entry_wallet_entry_no_truncate_fn"() returns trigger as $$ begin raise exception 'wallet ledger rows are immutable (% on %)', tg_op, tg_table_name using errcode = 'P0001'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "wallet_entry_no_truncate" BEFORE TRUNCATE on "wallet_entry" for each STATEMENT execute function "wallet_entry_wallet_entry_no_truncate_fn"();`);
    this.addSql(`alter table "wallet_entitlement" add constraint "wallet_entitlement_user_id_foreign" foreign key ("user_id") references "app_user" ("id");`);
    this.addSql(`alter table "wallet_entitlement" add constraint "wallet_entitlement_story_id_foreign" foreign key ("story_id") references "story" ("id") on delete restrict;`);
    this.addSql(`alter table "wallet_entitlement" add constraint "wallet_entitlement_volume_id_foreign" foreign key ("volume_id") references "volume" ("id") on delete restrict;`);
    this.addSql(`alter table "wallet_entitlement" add constraint "wallet_entitlement_operation_id_foreign" foreign key ("operation_id") references "wallet_operation" ("id");`);
    this.addSql(`alter table "wallet_entitlement" add constraint "wallet_entitlement_target_check" check ((story_id is null) <> (volume_id is null));`);
    this.addSql(`alter table "wallet_entitlement" add constraint "wallet_entitlement_kind_check" check (kind in ('coin', 'volume', 'wait_free', 'ticket', 'premium_ticket', 'point'));`);
    this.addSql(`alter table "wallet_title_ticket" add constraint "wallet_title_ticket_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "wallet_title_ticket" add constraint "wallet_title_ticket_title_id_foreign" foreign key ("title_id") references "title" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "wallet_title_ticket" add constraint "wallet_title_ticket_tickets_check" check (tickets >= 0);`);
  }

  override async down(): Promise<void> {
    for (const table of ['wallet_entitlement', 'wallet_title_ticket', 'wallet_entry', 'wallet_lot', 'wallet_operation', 'wallet_account']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
    for (const fn of ['wallet_operation_wallet_operation_immutable_fn', 'wallet_operation_wallet_operation_no_truncate_fn', 'wallet_entry_wallet_entry_immutable_fn', 'wallet_entry_wallet_entry_no_truncate_fn']) this.addSql(`drop function if exists "${fn}"();`);
  }
}
