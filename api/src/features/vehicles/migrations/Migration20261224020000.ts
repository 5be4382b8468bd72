/** A vehicle's registration expiry date: its owner is reminded before it. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261224020000 extends Migration {

  override name = 'Migration20261224020000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "vehicle" add column "registration_expiry" date null;`);
    this.addSql(`create index "vehicle_registration_expiry_index" on "vehicle" ("registration_expiry") where registration_expiry is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "vehicle_registration_expiry_index";`);
    this.addSql(`alter table "vehicle" drop column if exists "registration_expiry";`);
  }
}
