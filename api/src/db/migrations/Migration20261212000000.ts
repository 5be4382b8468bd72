import { Migration } from '@mikro-orm/migrations';

/**
 * The generated token-signing secret moves out of app_setting into signing_secret, a table whose
 * rows no backup holds. The old secret is not carried over: every backup made so far holds it, so
 * a new one is made at the next start (every session ends once, and staff sign in again).
 */
export class Migration20261212000000 extends Migration {
  override name = 'Migration20261212000000';

  override up(): void | Promise<void> {
    this.addSql(`create table "signing_secret" ("key" varchar(100) not null, "value" text not null, "created_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`delete from "app_setting" where "key" = 'jwt_secret';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "signing_secret" cascade;`);
  }
}
