import { Migration } from '@mikro-orm/migrations';

/**
 * 全銀 export batches (issue 29 item 5): each export marks the requests it lists with its batch, so a
 * request is in one file at most and a batch can be downloaded again as it was.
 */
export class Migration20261130010200_payout_export_batches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "payout_export_batch" ("id" serial primary key, "created_at" timestamptz not null, "created_by" int not null, "transfer_count" int not null, "total_amount" bigint not null, "transfer_date" varchar(10) not null);`);
    this.addSql(`alter table "payout_export_batch" add constraint "payout_export_batch_totals_check" check (transfer_count > 0 and total_amount > 0);`);
    this.addSql(`alter table "payout_request" add column "export_batch_id" int null;`);
    this.addSql(`alter table "payout_request" add constraint "payout_request_export_batch_id_foreign" foreign key ("export_batch_id") references "payout_export_batch" ("id");`);
    this.addSql(`create index "payout_request_export_batch_idx" on "payout_request" ("export_batch_id");`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "payout_request" drop column "export_batch_id";');
    this.addSql('drop table if exists "payout_export_batch" cascade;');
  }
}
