import { Migration } from '@mikro-orm/migrations';

/** Profile fields (icon, account-holder name), deletion mark, and email optional for social accounts. */
export class Migration20261122060000_account_profile extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "app_user" alter column "email" drop not null;');
    this.addSql(
      'alter table "app_user" add column "image_url" varchar(512) null, add column "account_holder_first_name" varchar(50) null, add column "account_holder_last_name" varchar(50) null, add column "deleted_at" timestamptz null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "app_user" drop column "image_url", drop column "account_holder_first_name", drop column "account_holder_last_name", drop column "deleted_at";');
    this.addSql('alter table "app_user" alter column "email" set not null;');
  }
}
