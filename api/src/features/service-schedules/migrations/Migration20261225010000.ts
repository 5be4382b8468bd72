/** Logbook services: the service schedules (seeded with the default), each vehicle's own schedule and last service, each card's logbook service. */
import { Migration } from '@mikro-orm/migrations';
import { newId } from '../../../shared/ids.js';
import { DEFAULT_SCHEDULE } from '../service-schedule-defaults.js';

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

export class Migration20261225010000 extends Migration {

  override name = 'Migration20261225010000';

  override up(): void | Promise<void> {
    this.addSql(`create table "service_schedule" ("_id" char(24) not null, "make" varchar(100) null, "model" varchar(100) null, "every_km" int not null, "every_months" int not null, "items" jsonb not null, "position" int not null, primary key ("_id"));`);
    this.addSql(`create unique index "service_schedule_vehicle_unique" on "service_schedule" (lower(coalesce("make", '')), lower(coalesce("model", '')));`);
    this.addSql(`create table "vehicle_service_plan" ("rego_key" varchar(20) not null, "every_km" int null, "every_months" int null, "items" jsonb null, "last_service_on" date null, "last_service_km" int null, primary key ("rego_key"));`);
    this.addSql(`create table "logbook_service" ("job_card_id" char(24) not null, "rego_key" varchar(20) not null, "schedule_name" varchar(210) not null, "every_km" int not null, "every_months" int not null, "items" jsonb not null, "serviced_on" date not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("job_card_id"));`);
    this.addSql(`create index "logbook_service_rego_key_index" on "logbook_service" ("rego_key");`);
    const items = quote(JSON.stringify(DEFAULT_SCHEDULE.items));
    this.addSql(`insert into "service_schedule" ("_id", "make", "model", "every_km", "every_months", "items", "position") values (${quote(newId())}, null, null, ${DEFAULT_SCHEDULE.everyKm}, ${DEFAULT_SCHEDULE.everyMonths}, ${items}::jsonb, 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "logbook_service" cascade;`);
    this.addSql(`drop table if exists "vehicle_service_plan" cascade;`);
    this.addSql(`drop table if exists "service_schedule" cascade;`);
  }
}
