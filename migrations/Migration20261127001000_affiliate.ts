import { Migration } from '@mikro-orm/migrations';

/** Referrals, payout requests with their history, and linked ドットマネー accounts (issue 20, decision 052). */
export class Migration20261127001000_affiliate extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "affiliate_member" ("user_id" int not null, "code" varchar(16) not null, "created_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`alter table "affiliate_member" add constraint "affiliate_member_code_unique" unique ("code");`);
    this.addSql(`alter table "affiliate_member" add constraint "affiliate_member_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "affiliate_referral" ("referred_id" int not null, "referrer_id" int not null, "created_at" timestamptz not null, "credited_at" timestamptz null, "credit_yen" int null, primary key ("referred_id"));`);
    this.addSql(`create index "affiliate_referral_referrer_idx" on "affiliate_referral" ("referrer_id", "created_at");`);
    this.addSql(`alter table "affiliate_referral" add constraint "affiliate_referral_referred_id_foreign" foreign key ("referred_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "affiliate_referral" add constraint "affiliate_referral_referrer_id_foreign" foreign key ("referrer_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`create table "payout_request" ("id" serial primary key, "request_id" varchar(64) not null, "user_id" int not null, "method" varchar(16) not null, "amount" int not null, "fee" int not null, "bank_code" varchar(4) null, "bank_name" varchar(60) null, "branch_code" varchar(3) null, "branch_name" varchar(60) null, "account_type" varchar(8) null, "account_number_enc" text null, "account_last3" varchar(3) null, "holder_kana" varchar(60) null, "dotmoney_account" varchar(64) null, "status" varchar(16) not null, "return_reason" varchar(200) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "payout_request" add constraint "payout_request_request_id_unique" unique ("request_id");`);
    this.addSql(`create index "payout_request_user_idx" on "payout_request" ("user_id", "created_at");`);
    this.addSql(`create index "payout_request_status_idx" on "payout_request" ("status", "created_at");`);
    this.addSql(`alter table "payout_request" add constraint "payout_request_user_id_foreign" foreign key ("user_id") references "app_user" ("id");`);
    this.addSql(`alter table "payout_request" add constraint "payout_request_method_check" check (method in ('bank', 'dotmoney'));`);
    this.addSql(`alter table "payout_request" add constraint "payout_request_status_check" check (status in ('requested', 'processing', 'paid', 'returned'));`);
    this.addSql(`alter table "payout_request" add constraint "payout_request_amounts_check" check (amount > 0 and fee >= 0 and fee < amount);`);

    this.addSql(`create table "payout_history" ("id" serial primary key, "request_id" int not null, "status" varchar(16) not null, "actor_user_id" int not null, "actor_role" varchar(8) not null, "note" varchar(200) null, "at" timestamptz not null);`);
    this.addSql(`create index "payout_history_request_idx" on "payout_history" ("request_id", "at");`);
    this.addSql(`alter table "payout_history" add constraint "payout_history_request_id_foreign" foreign key ("request_id") references "payout_request" ("id") on delete cascade;`);

    this.addSql(`create table "dotmoney_link" ("user_id" int not null, "account_id" varchar(64) not null, "provider" varchar(16) not null, "linked_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`alter table "dotmoney_link" add constraint "dotmoney_link_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "payout_history" cascade;');
    this.addSql('drop table if exists "payout_request" cascade;');
    this.addSql('drop table if exists "affiliate_referral" cascade;');
    this.addSql('drop table if exists "affiliate_member" cascade;');
    this.addSql('drop table if exists "dotmoney_link" cascade;');
  }
}
