import { Migration } from '@mikro-orm/migrations';

export class Migration20261123004732 extends Migration {

  override name = 'Migration20261123004732';

  override up(): void | Promise<void> {
    // Invoice numbers (INV-000123) come from this sequence in the transaction that creates the
    // invoice: never handed out twice, whatever the concurrency, and never reused after a delete.
    this.addSql(`create sequence "invoice_number_seq" start with 1 minvalue 1;`);
    this.addSql(`create table "invoice" ("_id" char(24) not null, "number" int not null, "invoice_number" varchar(20) not null, "job_card_id" char(24) null, "customer_name" varchar(200) not null, "customer_email" varchar(254) not null, "car_rego" varchar(20) not null, "rego_key" varchar(20) not null, "phone_number" varchar(40) null, "items" jsonb not null, "notes" text not null default '', "gst_percentage" double precision not null, "prices_include_gst" boolean not null, "subtotal_cents" int not null, "gst_cents" int not null, "total_cents" int not null, "issued_at" timestamptz not null, "status" text not null default 'unpaid', "paid_at" timestamptz null, "sent_at" timestamptz null, "document_id" varchar(24) null, "document_sha256" char(64) null, primary key ("_id"));`);
    this.addSql(`create index "invoice_rego_key_index" on "invoice" ("rego_key");`);
    this.addSql(`create index "invoice_status_issued_index" on "invoice" ("status", "issued_at", "number");`);
    this.addSql(`create index "invoice_issued_index" on "invoice" ("issued_at", "number");`);
    this.addSql(`alter table "invoice" add constraint "invoice_job_card_unique" unique ("job_card_id");`);
    this.addSql(`alter table "invoice" add constraint "invoice_number_unique" unique ("number");`);

    this.addSql(`create table "invoice_document" ("_id" char(24) not null, "invoice_id" char(24) not null, "document_id" varchar(24) not null, "filename" varchar(200) not null, "sha256" char(64) not null, "reason" varchar(20) not null, "created_at" timestamptz not null, primary key ("_id"));`);
    this.addSql(`create index "invoice_document_invoice_index" on "invoice_document" ("invoice_id", "created_at");`);

    this.addSql(`alter table "invoice" add constraint "invoice_job_card_id_foreign" foreign key ("job_card_id") references "job_card" ("_id") on delete set null;`);
    this.addSql(`alter table "invoice" add constraint "invoice_status_check" check ("status" in ('paid', 'unpaid'));`);

    this.addSql(`alter table "invoice_document" add constraint "invoice_document_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("_id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice_document" drop constraint "invoice_document_invoice_id_foreign";`);

    this.addSql(`drop table if exists "invoice" cascade;`);
    this.addSql(`drop table if exists "invoice_document" cascade;`);
    this.addSql(`drop sequence if exists "invoice_number_seq";`);
  }

}
