import { Migration } from '@mikro-orm/migrations';

/** The workshop's settings saved in the app beside the business details (pricing basis, opening hours, services offered, review link). */
export class Migration20261216020000 extends Migration {
  override name = 'Migration20261216020000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "workshop_setting" ("key" varchar(40) not null, "value" jsonb not null, "saved_at" timestamptz not null, "saved_by" varchar(100) not null, primary key ("key"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "workshop_setting" cascade;`);
  }
}
