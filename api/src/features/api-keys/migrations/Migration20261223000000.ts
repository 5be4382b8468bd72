/** API keys for integrations: a hash of each key, its scopes, expiry, last use and revocation. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261223000000 extends Migration {

  override name = 'Migration20261223000000';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_key" ("_id" char(24) not null, "name" varchar(80) not null, "scopes" jsonb not null, "token_hash" char(64) not null, "prefix" varchar(16) not null, "created_at" timestamptz not null, "created_by_name" varchar(200) not null, "expires_at" timestamptz null, "last_used_at" timestamptz null, "last_used_ip" varchar(64) null, "last_used_for" varchar(200) null, "revoked_at" timestamptz null, primary key ("_id"));`);
    this.addSql(`create unique index "api_key_token_hash_unique" on "api_key" ("token_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_key" cascade;`);
  }
}
