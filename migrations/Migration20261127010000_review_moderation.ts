import { Migration } from '@mikro-orm/migrations';

/** Review moderation from the staff console (decision 053): a review hidden by staff, a report closed. */
export class Migration20261127010000_review_moderation extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "review" add "hidden_at" timestamptz null;');
    this.addSql('alter table "review_report" add "closed_at" timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "review_report" drop column "closed_at";');
    this.addSql('alter table "review" drop column "hidden_at";');
  }
}
