import { Migration } from '@mikro-orm/migrations';

/** Members (email stored lower-cased, unique) and their sign-in sessions. */
export class Migration20261122050000_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "app_user" ("id" serial primary key, "email" varchar(254) not null, "password_hash" varchar(255) null, "display_name" varchar(50) not null, "user_valid_adult" smallint not null default 2, "is_staff" boolean not null default false, "is_agreed_terms" boolean not null default false, "is_agreed_privacy" boolean not null default false, "created_at" timestamptz not null, "email_verified_at" timestamptz null);',
    );
    this.addSql('alter table "app_user" add constraint "app_user_email_unique" unique ("email");');
    this.addSql(
      'create table "user_session" ("id" varchar(22) not null, "user_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "user_agent" varchar(512) not null, primary key ("id"));',
    );
    this.addSql('create index "user_session_user_id_idx" on "user_session" ("user_id");');
    this.addSql(
      'alter table "user_session" add constraint "user_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "user_session";');
    this.addSql('drop table if exists "app_user";');
  }
}
