import { Migration } from '@mikro-orm/migrations';

/** The periodic jobs' shared schedule and claims (platform/jobs, decision 042). */
export class Migration20261125170000_job_state extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "job_state" ("name" varchar(100) not null, "due_at" timestamptz not null, "running_until" timestamptz null, "run_owner" varchar(200) null, "started_at" timestamptz null, "finished_at" timestamptz null, "runs" int not null default 0, "last_error" text null, primary key ("name"));',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "job_state";');
  }
}
