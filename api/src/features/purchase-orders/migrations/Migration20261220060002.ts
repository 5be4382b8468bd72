/**
 * Purchase orders: their lines (ordered, received, cost of one), the job cards waiting on them, and
 * their own number sequence; a card that comes to Work In Progress while an open order is for it
 * waits for parts (db/sql/job-card-parts-wait.sql).
 */
import { Migration } from '@mikro-orm/migrations';
import { rulesSql } from '../../../db/sql.js';

export class Migration20261220060002 extends Migration {

  override name = 'Migration20261220060002';

  override up(): void | Promise<void> {
    this.addSql(`create sequence if not exists "purchase_order_number_seq" start 1;`);
    this.addSql(`create table "purchase_order" ("_id" char(24) not null, "number" int not null, "supplier_id" char(24) not null, "status" varchar(16) not null, "notes" varchar(500) null, "supplier_invoice_number" varchar(60) null, "supplier_invoice_total_cents" int null, "sent_to" varchar(254) null, "sent_at" timestamptz null, "document_id" char(24) null, "received_at" timestamptz null, "cancelled_at" timestamptz null, "created_by_name" varchar(100) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("_id"));`);
    this.addSql(`alter table "purchase_order" add constraint "purchase_order_number_unique" unique ("number");`);
    this.addSql(`create index "purchase_order_open_index" on "purchase_order" ("created_at") where "status" in ('draft', 'sent', 'part-received');`);
    this.addSql(`create index "purchase_order_supplier_index" on "purchase_order" ("supplier_id", "created_at");`);

    this.addSql(`create table "purchase_order_job_card" ("purchase_order_id" char(24) not null, "job_card_id" char(24) not null, primary key ("purchase_order_id", "job_card_id"));`);
    this.addSql(`create index "purchase_order_job_card_card_index" on "purchase_order_job_card" ("job_card_id");`);

    this.addSql(`create table "purchase_order_line" ("purchase_order_id" char(24) not null, "position" int not null, "part_id" char(24) not null, "part_number" varchar(60) not null, "description" varchar(200) not null, "quantity" numeric(12,2) not null, "received" numeric(12,2) not null default 0, "unit_cost_cents" int not null, primary key ("purchase_order_id", "position"));`);
    this.addSql(`create index "purchase_order_line_part_index" on "purchase_order_line" ("part_id");`);

    this.addSql(`alter table "purchase_order" add constraint "purchase_order_status" check ("status" in ('draft', 'sent', 'part-received', 'received', 'cancelled'));`);

    this.addSql(`alter table "purchase_order_line" add constraint "purchase_order_line_quantities" check ("quantity" > 0 and "received" >= 0 and "received" <= "quantity");`);
    for (const statements of rulesSql({ 'job-card-parts-wait': '1b3d59c8c8d8' })) this.addSql(statements);
  }

  override down(): void | Promise<void> {
    // The wait's rule as it was before purchase orders: any change of status ends it.
    this.addSql(`create or replace function job_card_parts_wait() returns trigger language plpgsql as $$ begin new.waiting_for_parts_since := null; return new; end $$;`);
    this.addSql(`drop trigger if exists job_card_parts_wait on job_card;`);
    this.addSql(`create trigger job_card_parts_wait before update of status on job_card for each row when (old.status is distinct from new.status and new.waiting_for_parts_since is not null) execute function job_card_parts_wait();`);
    this.addSql(`drop table if exists "purchase_order" cascade;`);
    this.addSql(`drop table if exists "purchase_order_job_card" cascade;`);
    this.addSql(`drop table if exists "purchase_order_line" cascade;`);
    this.addSql(`drop sequence if exists "purchase_order_number_seq";`);
  }

}
