import { Migration } from '@mikro-orm/migrations';

/**
 * Card data never reaches the shop (decision 034): a purchase keeps the provider's single-use token
 * until the charge is known, the payment method, and what a pending konbini or carrier payment asks of
 * the member; a konbini or carrier payment left unpaid past its deadline ends as `expired`.
 */
export class Migration20261125034000_payment_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "wallet_purchase" add column "payment_method" varchar(16) not null default 'card', add column "payment_token" varchar(100) null, add column "payment_instructions" jsonb null;`);
    this.addSql(`alter table "wallet_purchase" add constraint wallet_purchase_payment_method_check check (payment_method in ('card', 'konbini', 'carrier'));`);
    this.addSql('alter table "wallet_purchase" drop constraint wallet_purchase_status_check;');
    this.addSql(`alter table "wallet_purchase" add constraint wallet_purchase_status_check check (status in ('pending', 'paid', 'declined', 'failed', 'expired'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "wallet_purchase" set status = 'failed' where status = 'expired';`);
    this.addSql('alter table "wallet_purchase" drop constraint wallet_purchase_status_check;');
    this.addSql(`alter table "wallet_purchase" add constraint wallet_purchase_status_check check (status in ('pending', 'paid', 'declined', 'failed'));`);
    this.addSql('alter table "wallet_purchase" drop constraint wallet_purchase_payment_method_check;');
    this.addSql('alter table "wallet_purchase" drop column "payment_method", drop column "payment_token", drop column "payment_instructions";');
  }
}
