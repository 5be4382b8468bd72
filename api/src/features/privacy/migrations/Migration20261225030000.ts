/**
 * A customer's data on request: a kept tax invoice of an erased customer is withheld from lists,
 * searches and reminders (`invoice.withheld_at`); the retention setting of old messages.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261225030000 extends Migration {

  override name = 'Migration20261225030000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice" add column "withheld_at" timestamptz null;`);
    this.addSql(`create table "privacy_setting" ("key" varchar(20) not null, "enabled" boolean not null, "months" int not null, "saved_at" timestamptz not null, "saved_by" varchar(100) not null, primary key ("key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "privacy_setting" cascade;`);
    this.addSql(`alter table "invoice" drop column if exists "withheld_at";`);
  }
}
