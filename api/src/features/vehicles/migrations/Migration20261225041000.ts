/**
 * Recommended work: the quote lines a customer declined, kept on the vehicle until done; and a
 * reminder's kind may be 'recommended_work': the follow-up offering it again.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261225041000 extends Migration {

  override name = 'Migration20261225041000';

  override up(): void | Promise<void> {
    this.addSql(`create table "recommended_work" ("_id" char(24) not null, "rego_key" varchar(20) not null, "job_card_id" char(24) not null, "quote_id" char(24) not null, "quote_number" varchar(20) not null, "line_index" int not null, "description" varchar(500) not null, "quantity" double precision not null, "unit_price_cents" int not null, "quoted_cents" int not null, "prices_include_gst" boolean not null, "photo_refs" jsonb not null, "declined_at" timestamptz not null, "declined_on" date not null, "status" varchar(10) check ("status" in ('open', 'done', 'dismissed')) not null default 'open', "closed_at" timestamptz null, "closed_by" varchar(100) null, "done_on_job_card_id" char(24) null, primary key ("_id"));`);
    this.addSql(`create index "recommended_work_rego_key_index" on "recommended_work" ("rego_key", "status");`);
    this.addSql(`create index "recommended_work_open_index" on "recommended_work" ("declined_on") where status = 'open';`);
    this.addSql(`alter table "recommended_work" add constraint "recommended_work_quote_line_unique" unique ("quote_id", "line_index");`);
    this.addSql(`alter table "reminder" drop constraint if exists "reminder_kind_check";`);
    this.addSql(`alter table "reminder" add constraint "reminder_kind_check" check ("kind" in ('appointment', 'service_due', 'service_final', 'review', 'rego_due', 'recommended_work'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "reminder" where "kind" = 'recommended_work';`);
    this.addSql(`alter table "reminder" drop constraint if exists "reminder_kind_check";`);
    this.addSql(`alter table "reminder" add constraint "reminder_kind_check" check ("kind" in ('appointment', 'service_due', 'service_final', 'review', 'rego_due'));`);
    this.addSql(`drop table if exists "recommended_work" cascade;`);
  }
}
