import { Migration } from '@mikro-orm/migrations';

/** The staff console (decision 053): the append-only audit log, object versions, banners and uploaded images. */
export class Migration20261127000000_staff_console extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "staff_audit_entry" ("id" bigserial primary key, "object_type" varchar(32) not null, "object_id" varchar(64) not null, "version" int not null, "action" varchar(16) not null, "actor_id" int not null, "actor_name" varchar(100) not null, "before" jsonb null, "after" jsonb null, "at" timestamptz not null);');
    this.addSql('create index "staff_audit_entry_object_idx" on "staff_audit_entry" ("object_type", "object_id", "id");');

    // Append-only: a change is never rewritten nor removed (a revert is a new entry).
    this.addSql(`create or replace function "staff_audit_entry_staff_audit_entry_append_only_fn"() returns trigger as $$ begin raise exception 'staff_audit_entry is append-only'; end; $$ language plpgsql;`);
    this.addSql('create trigger "staff_audit_entry_append_only" BEFORE UPDATE OR DELETE on "staff_audit_entry" for each ROW execute function "staff_audit_entry_staff_audit_entry_append_only_fn"();');
    this.addSql('create table "staff_banner" ("id" serial primary key, "placement" varchar(16) not null, "image_url" varchar(300) not null, "alt" varchar(200) not null, "link_url" varchar(300) not null, "starts_at" timestamptz null, "ends_at" timestamptz null, "position" int not null default 0, "deleted_at" timestamptz null, "created_at" timestamptz not null);');
    this.addSql('create index "staff_banner_placement_idx" on "staff_banner" ("placement", "position");');
    this.addSql('create table "staff_image" ("id" serial primary key, "content_type" varchar(32) not null, "width" int not null, "height" int not null, "bytes" bytea not null, "uploaded_by" int not null, "created_at" timestamptz not null);');
    this.addSql('create table "staff_object_version" ("object_type" varchar(32) not null, "object_id" varchar(64) not null, "version" int not null, "updated_at" timestamptz not null, primary key ("object_type", "object_id"));');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "staff_object_version";');
    this.addSql('drop table if exists "staff_image";');
    this.addSql('drop table if exists "staff_banner";');
    this.addSql('drop table if exists "staff_audit_entry";');
    this.addSql('drop function if exists "staff_audit_entry_staff_audit_entry_append_only_fn"();');
  }
}
