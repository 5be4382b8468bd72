/** Account customers: the monthly statements emailed (once per customer and month), the overdue reminders sent (once per invoice and step), and the owner's overdue reminder setting. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261225020000 extends Migration {

  override name = 'Migration20261225020000';

  override up(): void | Promise<void> {
    this.addSql(`create table "statement_sent" ("id" bigserial primary key, "customer_id" char(24) not null, "month" char(7) not null, "email" varchar(254) not null, "document_id" char(24) null, "closing_cents" int not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "statement_sent" add constraint "statement_sent_once_unique" unique ("customer_id", "month");`);
    this.addSql(`create table "overdue_reminder" ("id" bigserial primary key, "invoice_id" char(24) not null, "step_days" int not null, "email" varchar(254) not null, "balance_cents" int not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "overdue_reminder" add constraint "overdue_reminder_once_unique" unique ("invoice_id", "step_days");`);
    this.addSql(`create table "overdue_reminder_setting" ("id" int not null, "days" jsonb not null, "wording" text not null, "saved_at" timestamptz not null, "saved_by" varchar(100) not null, primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "overdue_reminder_setting" cascade;`);
    this.addSql(`drop table if exists "overdue_reminder" cascade;`);
    this.addSql(`drop table if exists "statement_sent" cascade;`);
  }
}
