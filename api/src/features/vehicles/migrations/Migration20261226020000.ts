/** A vehicle's next service date set by hand: it stands when the service schedules change, until its next service is recorded or its own schedule is saved. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261226020000 extends Migration {

  override name = 'Migration20261226020000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "vehicle" add column "next_service_due_by_hand" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "vehicle" drop column if exists "next_service_due_by_hand";`);
  }
}
