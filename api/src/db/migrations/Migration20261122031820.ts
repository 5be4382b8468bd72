import { Migration } from '@mikro-orm/migrations';

export class Migration20261122031820 extends Migration {

  override name = 'Migration20261122031820';

  override up(): void | Promise<void> {
    this.addSql(`create table "password_reset_token" ("_id" char(24) not null, "admin_id" char(24) not null, "token_hash" char(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("_id"));`);
    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_hash_unique" unique ("token_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_reset_token" cascade;`);
  }

}
