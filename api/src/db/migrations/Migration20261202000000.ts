import { Migration } from '@mikro-orm/migrations';

/**
 * Reminders: a vehicle's next service due date, a customer's choice to stop marketing email, and
 * one row per reminder decided (sent with its outbox message, or skipped and why), unique by
 * (kind, subject, due date) so no reminder is ever sent twice, whatever the restarts or instances.
 */
export class Migration20261202000000 extends Migration {
  override name = 'Migration20261202000000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "vehicle" add column "next_service_due" date null;`);
    this.addSql(`create index "vehicle_next_service_due_index" on "vehicle" ("next_service_due") where next_service_due is not null;`);
    // Vehicles serviced before reminders existed: due 12 months (the default interval) after their last job card's invoice.
    this.addSql(
      `update "vehicle" v set "next_service_due" = last.due from (
         select i.rego_key, ((max(i.issued_at) at time zone 'Australia/Melbourne')::date + interval '12 months')::date as due
         from "invoice" i where i.job_card_id is not null and i.voided_at is null and i.rego_key <> '' group by i.rego_key) as last
       where last.rego_key = v.rego_key;`,
    );
    this.addSql(`alter table "customer" add column "marketing_opt_out_at" timestamptz null;`);
    this.addSql(`create index "invoice_paid_at_index" on "invoice" ("paid_at") where status = 'paid';`);
    this.addSql(
      `create table "reminder" ("id" bigserial primary key, "kind" varchar(20) not null, "subject_key" varchar(50) not null, "due_on" date not null, "status" varchar(10) not null, "skip_reason" varchar(20) null, "customer_id" char(24) null, "rego_key" varchar(20) null, "appointment_id" char(24) null, "invoice_number" int null, "email" varchar(254) null, "outbox_message_id" bigint null, "token_hash" char(64) null, "token_expires_on" date null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "reminder" add constraint "reminder_once_unique" unique ("kind", "subject_key", "due_on");`);
    this.addSql(`alter table "reminder" add constraint "reminder_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "reminder_created_at_index" on "reminder" ("status", "created_at", "id");`);
    this.addSql(`create index "reminder_customer_index" on "reminder" ("customer_id", "kind", "created_at");`);
    this.addSql(`create index "reminder_rego_key_index" on "reminder" ("rego_key");`);
    this.addSql(`alter table "reminder" add constraint "reminder_kind_check" check ("kind" in ('appointment', 'service_due', 'service_final', 'review'));`);
    this.addSql(`alter table "reminder" add constraint "reminder_status_check" check ("status" in ('sent', 'skipped'));`);
    this.addSql(`alter table "reminder" add constraint "reminder_skip_reason_check" check ("skip_reason" in ('unsubscribed', 'no_email', 'booked_already', 'asked_recently'));`);
    this.addSql(
      `alter table "reminder" add constraint "reminder_customer_id_foreign" foreign key ("customer_id") references "customer" ("_id") on delete restrict;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "reminder" cascade;`);
    this.addSql(`drop index if exists "invoice_paid_at_index";`);
    this.addSql(`alter table "customer" drop column if exists "marketing_opt_out_at";`);
    this.addSql(`drop index if exists "vehicle_next_service_due_index";`);
    this.addSql(`alter table "vehicle" drop column if exists "next_service_due";`);
  }
}
