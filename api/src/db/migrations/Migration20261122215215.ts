import { Migration } from '@mikro-orm/migrations';

export class Migration20261122215215 extends Migration {

  override name = 'Migration20261122215215';

  override up(): void | Promise<void> {
    this.addSql(`create table "job_card" ("_id" char(24) not null, "customer_name" varchar(200) not null, "customer_email" varchar(254) not null, "customer_phone" varchar(40) null, "car_rego" varchar(20) not null, "rego_key" varchar(20) not null, "customer_complaint" text null, "status" text not null default 'Pending Diagnosis', "created_at" timestamptz not null, "terms_accepted" boolean not null default false, "terms_accepted_at" timestamptz null, "signed_name" varchar(200) null, "signature_kind" varchar(10) null, "signature_png" bytea null, "signer_ip" varchar(64) null, "signer_user_agent" varchar(500) null, "terms_sha256" char(64) null, "signed_document_id" varchar(64) null, "signed_document_sha256" char(64) null, "final_items" jsonb not null, "mechanic_notes" text not null default '', "revision" int not null default 1, primary key ("_id"));`);
    this.addSql(`create index "job_card_rego_key_index" on "job_card" ("rego_key");`);
    this.addSql(`create index "job_card_status_index" on "job_card" ("status", "created_at");`);
    this.addSql(`create index "job_card_created_at_index" on "job_card" ("created_at");`);

    // Quote numbers (Q000123): a sequence never hands out the same number twice, however many
    // quotes are generated at once.
    this.addSql(`create sequence "quote_number_seq" start with 1 minvalue 1;`);
    this.addSql(`create table "quote" ("_id" char(24) not null, "number" int not null, "job_card_id" char(24) not null, "sent_at" timestamptz not null, "items" jsonb not null, "gst_percent" double precision not null, "prices_include_gst" boolean not null, "subtotal_cents" int not null, "gst_cents" int not null, "total_cents" int not null, "notes" text not null default '', "document_id" varchar(64) null, "status" text not null default 'sent', "decided_at" timestamptz null, "decision_ip" varchar(64) null, "decision_user_agent" varchar(500) null, "decline_note" varchar(1000) null, primary key ("_id"));`);
    this.addSql(`create index "quote_job_card_index" on "quote" ("job_card_id", "sent_at");`);
    this.addSql(`alter table "quote" add constraint "quote_number_unique" unique ("number");`);

    this.addSql(`alter table "job_card" add constraint "job_card_status_check" check ("status" in ('Pending Diagnosis', 'Pending Quote Approval', 'Work In Progress', 'Completed', 'Completed - Policy Not Accepted', 'Invoiced'));`);

    this.addSql(`alter table "quote" add constraint "quote_job_card_id_foreign" foreign key ("job_card_id") references "job_card" ("_id") on delete cascade;`);
    this.addSql(`alter table "quote" add constraint "quote_status_check" check ("status" in ('sent', 'approved', 'declined', 'superseded'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quote" drop constraint "quote_job_card_id_foreign";`);

    this.addSql(`drop table if exists "job_card" cascade;`);
    this.addSql(`drop table if exists "quote" cascade;`);
    this.addSql(`drop sequence if exists "quote_number_seq";`);
  }

}
