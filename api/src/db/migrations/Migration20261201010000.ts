import { Migration } from '@mikro-orm/migrations';

/**
 * Voiding: an invoice that was sent is never destroyed. It gains when and by whom it was voided,
 * and an adjustment note (credit_note, numbered from its own sequence credit_note_number_seq)
 * cancels it. A job card keeps at most one live invoice, and analytics sum live invoices only.
 */
export class Migration20261201010000 extends Migration {
  override name = 'Migration20261201010000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice" add column "voided_at" timestamptz null, add column "voided_by" varchar(100) null;`);
    this.addSql(`alter table "invoice" drop constraint "invoice_job_card_unique";`);
    this.addSql(`create unique index "invoice_job_card_unique" on "invoice" ("job_card_id") where "voided_at" is null;`);
    this.addSql(`drop index "invoice_issued_totals_index";`);
    this.addSql(
      `create index "invoice_issued_totals_index" on "invoice" ("issued_at") include ("status", "total_cents", "subtotal_cents", "gst_cents") where "voided_at" is null;`,
    );
    this.addSql(`create sequence if not exists "credit_note_number_seq" start 1;`);
    this.addSql(
      `create table "credit_note" ("_id" char(24) not null, "number" int not null, "credit_note_number" varchar(20) not null, "invoice_id" char(24) not null, "invoice_number" varchar(20) not null, "issued_at" timestamptz not null, "subtotal_cents" int not null, "gst_cents" int not null, "total_cents" int not null, "document_id" varchar(24) not null, "document_sha256" char(64) not null, "issued_by" varchar(100) not null, primary key ("_id"));`,
    );
    this.addSql(`alter table "credit_note" add constraint "credit_note_number_unique" unique ("number");`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_invoice_unique" unique ("invoice_id");`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("_id") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "credit_note" cascade;`);
    this.addSql(`drop sequence if exists "credit_note_number_seq";`);
    this.addSql(`drop index "invoice_issued_totals_index";`);
    this.addSql(`create index "invoice_issued_totals_index" on "invoice" ("issued_at") include ("status", "total_cents", "subtotal_cents", "gst_cents");`);
    this.addSql(`drop index "invoice_job_card_unique";`);
    this.addSql(`alter table "invoice" add constraint "invoice_job_card_unique" unique ("job_card_id");`);
    this.addSql(`alter table "invoice" drop column "voided_at", drop column "voided_by";`);
  }
}
