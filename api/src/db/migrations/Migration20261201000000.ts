import { Migration } from '@mikro-orm/migrations';

/**
 * Invoice payments: each payment recorded with its amount, method, day, reference and who recorded
 * it (reversed ones kept), and the invoice's running amount paid. An invoice already paid gets one
 * payment of its total, dated the day it was marked paid (method 'other': how was not recorded).
 */
export class Migration20261201000000 extends Migration {
  override name = 'Migration20261201000000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice" add column "amount_paid_cents" int not null default 0;`);
    this.addSql(
      `create table "invoice_payment" ("_id" char(24) not null, "invoice_id" char(24) not null, "amount_cents" int not null, "method" text check ("method" in ('cash', 'eftpos', 'bank_transfer', 'other')) not null, "paid_on" date not null, "reference" varchar(100) null, "recorded_by" varchar(100) not null, "recorded_at" timestamptz not null, "reversed_at" timestamptz null, "reversed_by" varchar(100) null, primary key ("_id"));`,
    );
    this.addSql(`create index "invoice_payment_invoice_index" on "invoice_payment" ("invoice_id", "recorded_at");`);
    this.addSql(`alter table "invoice_payment" add constraint "invoice_payment_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("_id") on delete cascade;`);
    this.addSql(`insert into "invoice_payment" ("_id", "invoice_id", "amount_cents", "method", "paid_on", "recorded_by", "recorded_at")
      select substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), "_id", "total_cents", 'other', (coalesce("paid_at", "issued_at") at time zone 'Australia/Melbourne')::date, 'system', coalesce("paid_at", "issued_at")
      from "invoice" where "status" = 'paid' and "total_cents" > 0;`);
    this.addSql(`update "invoice" set "amount_paid_cents" = "total_cents" where "status" = 'paid';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "invoice_payment" cascade;`);
    this.addSql(`alter table "invoice" drop column "amount_paid_cents";`);
  }
}
