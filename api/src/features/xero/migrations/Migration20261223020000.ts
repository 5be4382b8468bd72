/** The Xero sync: the connection (tokens sealed), authorizations in progress, customers' Xero contacts, and the queue of documents to push. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261223020000 extends Migration {

  override name = 'Migration20261223020000';

  override up(): void | Promise<void> {
    this.addSql(`create table "xero_connection" ("id" varchar(10) not null default 'xero', "client_id" varchar(100) null, "client_secret_sealed" text null, "tenant_id" varchar(64) null, "tenant_name" varchar(200) null, "tenants" jsonb null, "tokens_sealed" text null, "access_expires_at" timestamptz null, "connected_at" timestamptz null, "connected_by" varchar(100) null, "last_sync_at" timestamptz null, "paused_until" timestamptz null, primary key ("id"));`);

    this.addSql(`create table "xero_authorization" ("state" varchar(64) not null, "verifier_sealed" text not null, "owner_id" char(24) not null, "owner_name" varchar(100) not null, "expires_at" timestamptz not null, primary key ("state"));`);

    this.addSql(`create table "xero_contact" ("customer_id" char(24) not null, "contact_id" varchar(64) not null, "linked_at" timestamptz not null, primary key ("customer_id"));`);
    this.addSql(`create index "xero_contact_contact_index" on "xero_contact" ("contact_id");`);

    this.addSql(`create table "xero_sync" ("_id" char(24) not null, "kind" varchar(20) not null, "reference_id" char(24) not null, "invoice_number" varchar(20) not null, "state" varchar(12) not null default 'queued', "xero_id" varchar(64) null, "attempts" int not null default 0, "error" text null, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "locked_by" varchar(64) null, "created_at" timestamptz not null, "synced_at" timestamptz null, primary key ("_id"));`);
    this.addSql(`alter table "xero_sync" add constraint "xero_sync_kind_check" check ("kind" in ('invoice', 'invoice-void', 'payment', 'payment-reversal', 'credit-note'));`);
    this.addSql(`alter table "xero_sync" add constraint "xero_sync_state_check" check ("state" in ('queued', 'sending', 'sent', 'failed'));`);
    this.addSql(`alter table "xero_sync" add constraint "xero_sync_document_unique" unique ("kind", "reference_id");`);
    this.addSql(`create index "xero_sync_due_index" on "xero_sync" ("state", "next_attempt_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "xero_sync" cascade;`);
    this.addSql(`drop table if exists "xero_contact" cascade;`);
    this.addSql(`drop table if exists "xero_authorization" cascade;`);
    this.addSql(`drop table if exists "xero_connection" cascade;`);
  }
}
