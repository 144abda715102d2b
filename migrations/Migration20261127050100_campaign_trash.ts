import { Migration } from '@mikro-orm/migrations';

/** The staff console's trash for campaigns (decision 056): a trashed campaign is kept, and no page shows it. */
export class Migration20261127050100_campaign_trash extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "campaign" add column "deleted_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaign" drop column "deleted_at";`);
  }
}
