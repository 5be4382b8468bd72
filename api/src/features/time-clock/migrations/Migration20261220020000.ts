/** Technicians' time on job cards: at most one open entry (not clocked off) per technician. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261220020000 extends Migration {

  override name = 'Migration20261220020000';

  override up(): void | Promise<void> {
    this.addSql(`create table "time_entry" ("_id" char(24) not null, "technician_id" char(24) not null, "job_card_id" char(24) not null, "started_at" timestamptz not null, "ended_at" timestamptz null, "minutes" int null, "note" text null, "created_by" char(24) null, "corrected_by" char(24) null, "corrected_at" timestamptz null, primary key ("_id"));`);
    this.addSql(`create index "time_entry_job_card_index" on "time_entry" ("job_card_id", "started_at");`);
    this.addSql(`create index "time_entry_technician_index" on "time_entry" ("technician_id", "started_at");`);
    this.addSql(`create unique index "time_entry_open_unique" on "time_entry" ("technician_id") where "ended_at" is null;`);

    this.addSql(`alter table "time_entry" add constraint "time_entry_technician_id_foreign" foreign key ("technician_id") references "admin_user" ("_id") on delete restrict;`);
    this.addSql(`alter table "time_entry" add constraint "time_entry_job_card_id_foreign" foreign key ("job_card_id") references "job_card" ("_id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "time_entry" cascade;`);
  }
}
