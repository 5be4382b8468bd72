/** A reminder's kind may be 'rego_due': a vehicle's registration is due. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261224021000 extends Migration {

  override name = 'Migration20261224021000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reminder" drop constraint if exists "reminder_kind_check";`);
    this.addSql(`alter table "reminder" add constraint "reminder_kind_check" check ("kind" in ('appointment', 'service_due', 'service_final', 'review', 'rego_due'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "reminder" where "kind" = 'rego_due';`);
    this.addSql(`alter table "reminder" drop constraint if exists "reminder_kind_check";`);
    this.addSql(`alter table "reminder" add constraint "reminder_kind_check" check ("kind" in ('appointment', 'service_due', 'service_final', 'review'));`);
  }
}
