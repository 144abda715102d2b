import { Migration } from '@mikro-orm/migrations';

/**
 * Missions (issue 16 item 7, decision 050): boards of missions, the members' actions as missions count
 * them (one row per member, action, reference and JST day), and the claims (one per mission, member and slot).
 */
export class Migration20261127000000_rewards_missions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "reward_mission_board" ("id" serial primary key, "code" varchar(40) not null, "label" varchar(60) not null, "description" text not null, "starts_at" timestamptz not null, "ends_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "reward_mission_board" add constraint "reward_mission_board_code_unique" unique ("code");`);
    this.addSql(`create table "reward_mission" ("id" serial primary key, "board_id" int not null, "position" int not null, "label" varchar(60) not null, "description" text not null, "action" varchar(20) not null, "target" int not null, "per" varchar(10) not null, "prize" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create table "reward_mission_event" ("id" serial primary key, "user_id" int not null, "action" varchar(20) not null, "reference" varchar(80) not null, "day_key" varchar(10) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "reward_mission_event" add constraint "reward_mission_event_unique" unique ("user_id", "action", "day_key", "reference");`);
    this.addSql(`create table "reward_mission_claim" ("id" serial primary key, "mission_id" int not null, "user_id" int not null, "slot" varchar(10) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "reward_mission_claim" add constraint "reward_mission_claim_unique" unique ("mission_id", "user_id", "slot");`);
    this.addSql(`alter table "reward_mission" add constraint "reward_mission_board_id_foreign" foreign key ("board_id") references "reward_mission_board" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_mission" add constraint "reward_mission_target_check" check (target > 0 and target <= 100);`);
    this.addSql(`alter table "reward_mission" add constraint "reward_mission_per_check" check (per in ('day', 'board'));`);
    this.addSql(`alter table "reward_mission_event" add constraint "reward_mission_event_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_mission_claim" add constraint "reward_mission_claim_mission_id_foreign" foreign key ("mission_id") references "reward_mission" ("id") on delete cascade;`);
    this.addSql(`alter table "reward_mission_claim" add constraint "reward_mission_claim_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "reward_mission_claim" cascade;');
    this.addSql('drop table if exists "reward_mission_event" cascade;');
    this.addSql('drop table if exists "reward_mission" cascade;');
    this.addSql('drop table if exists "reward_mission_board" cascade;');
  }
}
