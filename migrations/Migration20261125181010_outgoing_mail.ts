import { Migration } from '@mikro-orm/migrations';

/** The durable queue of mail to send, owned by accounts' mail (modules/accounts/mail/mail-queue.ts, decision 044). */
export class Migration20261125181010_outgoing_mail extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "outgoing_mail" ("id" serial primary key, "message_id" varchar(255) not null, "recipient" varchar(254) not null, "subject" varchar(255) not null, "text" text null, "html" text null, "created_at" timestamptz not null, "due_at" timestamptz not null, "attempts" int not null default 0, "claim" varchar(36) null, "sent_at" timestamptz null, "failed_at" timestamptz null, "last_error" text null);',
    );
    this.addSql('alter table "outgoing_mail" add constraint "outgoing_mail_message_id_unique" unique ("message_id");');
    this.addSql('create index "outgoing_mail_due_at_index" on "outgoing_mail" ("due_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "outgoing_mail";');
  }
}
