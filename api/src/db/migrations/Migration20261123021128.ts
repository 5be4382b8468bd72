import { Migration } from '@mikro-orm/migrations';

export class Migration20261123021128 extends Migration {

  override name = 'Migration20261123021128';

  override up(): void | Promise<void> {
    this.addSql(`create table "analytics_report" ("_id" char(24) not null, "filename" varchar(200) not null, "generated_at" timestamptz not null, "timeframe" varchar(10) not null, "start_date" char(10) not null, "end_date" char(10) not null, "document_id" char(24) not null, "sha256" char(64) not null, "size" int not null, primary key ("_id"));`);
    this.addSql(`create index "analytics_report_generated_index" on "analytics_report" ("generated_at");`);
    this.addSql(`alter table "analytics_report" add constraint "analytics_report_filename_unique" unique ("filename");`);

    this.addSql(`create index "appointment_date_status_index" on "appointment" ("preferred_date", "status", "service_type");`);

    this.addSql(`create index "invoice_issued_totals_index" on "invoice" ("issued_at") include ("status", "total_cents", "subtotal_cents", "gst_cents");`);

    this.addSql(`create index "quote_sent_at_index" on "quote" ("sent_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "analytics_report" cascade;`);
    this.addSql(`drop index "appointment_date_status_index";`);
    this.addSql(`drop index "invoice_issued_totals_index";`);
    this.addSql(`drop index "quote_sent_at_index";`);
  }

}
