import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-up waits for the mailed link (issue 29 item 6): a member made by the sign-up form has no session
 * and cannot sign in with their password until the verification link (or a password reset) proves the
 * address. Members made before this change are complete.
 */
export class Migration20261130010000_accounts_sign_up_pending extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "app_user" add column "sign_up_pending" boolean not null default false;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "app_user" drop column "sign_up_pending";');
  }
}
