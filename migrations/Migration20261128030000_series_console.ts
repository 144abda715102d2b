import { Migration } from '@mikro-orm/migrations';

/**
 * Volumes and stories edited from the staff console (decision 066): a publication window's end (unpublish)
 * and an uploaded cover for titles, volumes and stories (the path of the staff image; null: the drawn cover).
 */
export class Migration20261128030000_series_console extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "volume" add column "ends_at" timestamptz null, add column "cover_image_path" varchar(200) null;');
    this.addSql('alter table "story" add column "ends_at" timestamptz null, add column "cover_image_path" varchar(200) null;');
    this.addSql('alter table "title" add column "cover_image_path" varchar(200) null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "volume" drop column "ends_at", drop column "cover_image_path";');
    this.addSql('alter table "story" drop column "ends_at", drop column "cover_image_path";');
    this.addSql('alter table "title" drop column "cover_image_path";');
  }
}
