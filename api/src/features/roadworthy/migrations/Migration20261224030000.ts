/** Roadworthy inspections: the checklist (seeded with the default list), each card's inspection, each tester's number. */
import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_ROADWORTHY_CHECKS } from '../roadworthy-defaults.js';

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

export class Migration20261224030000 extends Migration {

  override name = 'Migration20261224030000';

  override up(): void | Promise<void> {
    this.addSql(`create table "roadworthy_check" ("key" varchar(40) not null, "group_name" varchar(60) not null, "label" varchar(160) not null, "position" int not null, "hidden" boolean not null default false, primary key ("key"));`);
    this.addSql(`create table "roadworthy_inspection" ("job_card_id" char(24) not null, "retest_of" char(24) null, "items" jsonb not null, "result" varchar(4) null, "certificate_number" varchar(40) null, "tester_name" varchar(200) null, "tester_number" varchar(40) null, "inspected_on" date null, "issued_on" date null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("job_card_id"));`);
    this.addSql(`create table "roadworthy_tester" ("admin_user_id" char(24) not null, "tester_number" varchar(40) not null, primary key ("admin_user_id"));`);
    const rows = DEFAULT_ROADWORTHY_CHECKS.map((c, i) => `(${quote(c.key)}, ${quote(c.group)}, ${quote(c.label)}, ${i + 1})`);
    this.addSql(`insert into "roadworthy_check" ("key", "group_name", "label", "position") values ${rows.join(', ')};`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "roadworthy_tester" cascade;`);
    this.addSql(`drop table if exists "roadworthy_inspection" cascade;`);
    this.addSql(`drop table if exists "roadworthy_check" cascade;`);
  }
}
