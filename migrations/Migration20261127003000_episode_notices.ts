import { Migration } from '@mikro-orm/migrations';

/**
 * New episodes of favourites (issue 18 item 8, decision 055): messages sent by a job carry a key unique
 * per member and may link to a page; the scan's watermark and the daily digests sent; the members'
 * opt-in to the digest mail; stories found by publication time.
 */
export class Migration20261127003000_episode_notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "member_message" add column "link_url" varchar(200) null, add column "dedupe_key" varchar(100) null;`);
    this.addSql(`alter table "member_message" add constraint "member_message_user_dedupe_unique" unique ("user_id", "dedupe_key");`);
    this.addSql(`create table "notice_episode_scan" ("id" smallint not null, "scanned_until" timestamptz not null, primary key ("id"));`);
    this.addSql(`create table "notice_episode_digest" ("user_id" int not null, "day" varchar(10) not null, "episodes" int not null, "sent_at" timestamptz not null, primary key ("user_id", "day"));`);
    this.addSql(`alter table "notice_episode_digest" add constraint "notice_episode_digest_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "app_user" add column "episode_mail" boolean not null default false;`);
    this.addSql(`create index "story_published_at_idx" on "story" ("published_at");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "story_published_at_idx";');
    this.addSql('alter table "app_user" drop column if exists "episode_mail";');
    this.addSql('drop table if exists "notice_episode_digest";');
    this.addSql('drop table if exists "notice_episode_scan";');
    this.addSql('alter table "member_message" drop constraint if exists "member_message_user_dedupe_unique";');
    this.addSql('alter table "member_message" drop column if exists "link_url", drop column if exists "dedupe_key";');
  }
}
