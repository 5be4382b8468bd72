/** When a job card's customer was last told their car is ready for pickup. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261222030000 extends Migration {

  override name = 'Migration20261222030000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "job_card" add column "ready_notified_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "job_card" drop column if exists "ready_notified_at";`);
  }
}
