import { Migration } from '@mikro-orm/migrations';

/** Present campaigns (issue 17 item 4, decision 051): prizes and the committed draw seed, one entry per member per campaign. */
export class Migration20261127030000_campaign_entries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "campaign" add column "prize_count" int null, add column "seed_commitment" varchar(64) null, add column "seed" varchar(128) null, add column "drawn_at" timestamptz null;`);
    this.addSql(`create table "campaign_entry" ("id" serial primary key, "campaign_id" int not null, "user_id" int not null, "course" varchar(50) not null default '', "answers" jsonb not null default '{}', "contact" jsonb null, "entered_at" timestamptz not null, "won" boolean not null default false);`);
    this.addSql(`create index "campaign_entry_user_idx" on "campaign_entry" ("user_id");`);
    this.addSql(`alter table "campaign_entry" add constraint "campaign_entry_member_unique" unique ("campaign_id", "user_id");`);
    this.addSql(`alter table "campaign_entry" add constraint "campaign_entry_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on delete cascade;`);
    this.addSql(`alter table "campaign_entry" add constraint "campaign_entry_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "campaign_entry" cascade;');
    this.addSql(`alter table "campaign" drop column "prize_count", drop column "seed_commitment", drop column "seed", drop column "drawn_at";`);
  }
}
