import { Migration } from '@mikro-orm/migrations';

/**
 * A referral counts for its referrer once the referred member's sign-up is complete (the mailed link
 * followed, issue 29 item 6): until then the referrer's list does not show it, so it cannot tell them
 * whether an address they signed up with was new. Referrals made before this change are complete.
 */
export class Migration20261130010100_affiliate_referral_confirmed extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "affiliate_referral" add column "confirmed_at" timestamptz null;');
    this.addSql('update "affiliate_referral" set "confirmed_at" = "created_at";');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "affiliate_referral" drop column "confirmed_at";');
  }
}
