import { Migration } from '@mikro-orm/migrations';

/**
 * Present campaigns that take one entry per course (issue 17 item 4, decision 051 addendum): the member's
 * entry key is '' for one entry per campaign, or the course code when the campaign's data says `onePer: course`;
 * the unique constraint now covers (campaign, member, entry key).
 */
export class Migration20261127050600_campaign_entry_courses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "campaign_entry" add column "entry_key" varchar(50) not null default '';`);
    this.addSql(`alter table "campaign_entry" drop constraint "campaign_entry_member_unique";`);
    this.addSql(`alter table "campaign_entry" add constraint "campaign_entry_member_unique" unique ("campaign_id", "user_id", "entry_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "campaign_entry" e using "campaign_entry" f where e."campaign_id" = f."campaign_id" and e."user_id" = f."user_id" and e."id" > f."id";`);
    this.addSql(`alter table "campaign_entry" drop constraint "campaign_entry_member_unique";`);
    this.addSql(`alter table "campaign_entry" add constraint "campaign_entry_member_unique" unique ("campaign_id", "user_id");`);
    this.addSql(`alter table "campaign_entry" drop column "entry_key";`);
  }
}
