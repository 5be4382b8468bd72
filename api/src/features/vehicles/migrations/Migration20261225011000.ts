/** A vehicle's next service by distance: the km it is due at, beside the date. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261225011000 extends Migration {

  override name = 'Migration20261225011000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "vehicle" add column "next_service_due_km" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "vehicle" drop column if exists "next_service_due_km";`);
  }
}
