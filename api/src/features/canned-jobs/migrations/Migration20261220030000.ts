/** Canned jobs: named templates of job card lines, one per name ignoring case. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261220030000 extends Migration {

  override name = 'Migration20261220030000';

  override up(): void | Promise<void> {
    this.addSql(`create table "canned_job" ("_id" char(24) not null, "name" varchar(100) not null, "lines" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("_id"));`);
    this.addSql(`create unique index "canned_job_name_unique" on "canned_job" (lower("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "canned_job" cascade;`);
  }
}
