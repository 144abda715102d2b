import { Migration } from '@mikro-orm/migrations';

/** Staff-editable site settings: banners, the daily recommendation, the app-install promotion. */
export class Migration20261122040000_site_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "site_setting" ("key" varchar(64) not null, "value" jsonb not null, primary key ("key"));');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "site_setting";');
  }
}
