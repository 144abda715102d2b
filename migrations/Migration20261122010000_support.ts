import { Migration } from '@mikro-orm/migrations';

/** Support: inquiries sent through the /contact/ form. */
export class Migration20261122010000_support extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "contact_inquiry" ("id" serial primary key, "category" varchar(16) not null, "name" varchar(50) not null, "email" varchar(254) not null, "title_code" varchar(16) null, "message" text not null, "user_agent" varchar(512) not null, "created_at" timestamptz not null, "status" varchar(16) not null default \'new\');');
    this.addSql('create index "contact_inquiry_status_created_idx" on "contact_inquiry" ("status", "created_at");');
    this.addSql('alter table "contact_inquiry" add constraint "contact_inquiry_category_check" check (category in (\'account\', \'payment\', \'reading\', \'bug\', \'other\'));');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "contact_inquiry" cascade;');
  }
}
