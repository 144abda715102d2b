import { Migration } from '@mikro-orm/migrations';

/** Mails kept instead of sent (no SMTP_URL), and the single-use mailed tokens (hash only). */
export class Migration20261122070000_mail extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "mail_outbox" ("id" serial primary key, "recipient" varchar(254) not null, "subject" varchar(255) not null, "text" text not null, "html" text null, "created_at" timestamptz not null);',
    );
    this.addSql(
      'create table "email_token" ("id" serial primary key, "token_hash" varchar(64) not null, "purpose" varchar(20) not null, "user_id" int not null, "email" varchar(254) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null);',
    );
    this.addSql('alter table "email_token" add constraint "email_token_token_hash_unique" unique ("token_hash");');
    this.addSql('create index "email_token_user_id_idx" on "email_token" ("user_id");');
    this.addSql(
      'alter table "email_token" add constraint "email_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "email_token";');
    this.addSql('drop table if exists "mail_outbox";');
  }
}
