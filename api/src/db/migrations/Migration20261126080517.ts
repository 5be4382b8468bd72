import { Migration } from '@mikro-orm/migrations';

export class Migration20261126080517 extends Migration {

  override name = 'Migration20261126080517';

  override up(): void | Promise<void> {
    this.addSql(`create table "scheduled_run" ("job" varchar(50) not null, "slot" timestamptz not null, "claimed_at" timestamptz not null, primary key ("job", "slot"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "scheduled_run" cascade;`);
  }

}
