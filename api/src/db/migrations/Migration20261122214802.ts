import { Migration } from '@mikro-orm/migrations';

export class Migration20261122214802 extends Migration {

  override name = 'Migration20261122214802';

  override up(): void | Promise<void> {
    this.addSql(`create table "app_setting" ("key" varchar(100) not null, "value" text not null, "created_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "rate_limit" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, primary key ("key"));`);

    this.addSql(`create table "revoked_token" ("jti" varchar(64) not null, "admin_id" char(24) not null, "expires_at" timestamptz not null, primary key ("jti"));`);
    this.addSql(`create index "revoked_token_expires_at_index" on "revoked_token" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "app_setting" cascade;`);
    this.addSql(`drop table if exists "rate_limit" cascade;`);
    this.addSql(`drop table if exists "revoked_token" cascade;`);
  }

}
