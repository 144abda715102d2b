import { Migration } from '@mikro-orm/migrations';

/** Accounts at X, Yahoo! JAPAN ID and LINE linked to members (social sign-in). */
export class Migration20261122080000_social_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "social_identity" ("id" serial primary key, "user_id" int not null, "provider" varchar(16) not null, "subject" varchar(255) not null, "linked_at" timestamptz not null, "created_account" boolean not null default false);',
    );
    this.addSql('alter table "social_identity" add constraint "social_identity_provider_subject_unique" unique ("provider", "subject");');
    this.addSql('alter table "social_identity" add constraint "social_identity_user_provider_unique" unique ("user_id", "provider");');
    this.addSql(
      'alter table "social_identity" add constraint "social_identity_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "social_identity";');
  }
}
