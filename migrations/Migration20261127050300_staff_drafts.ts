import { Migration } from '@mikro-orm/migrations';

/** Staff drafts and scheduled publication (decision 058). */
export class Migration20261127050300_staff_drafts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "staff_draft" ("id" serial primary key, "object_type" varchar(32) not null, "object_id" varchar(64) null, "base_version" int not null, "value" jsonb not null, "status" varchar(16) not null, "publish_at" timestamptz null, "version" int not null, "author_id" int not null, "author_name" varchar(100) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "published_version" int null, "published_at" timestamptz null);',
    );
    this.addSql('create index "staff_draft_object_idx" on "staff_draft" ("object_type", "object_id");');
    this.addSql('create index "staff_draft_due_idx" on "staff_draft" ("status", "publish_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "staff_draft";');
  }
}
