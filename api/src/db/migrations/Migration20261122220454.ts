import { Migration } from '@mikro-orm/migrations';

export class Migration20261122220454 extends Migration {

  override name = 'Migration20261122220454';

  override up(): void | Promise<void> {
    this.addSql(`create table "document" ("_id" char(24) not null, "kind" varchar(20) not null, "filename" varchar(200) not null, "content_type" varchar(100) not null, "bytes" bytea not null, "sha256" char(64) not null, "size" int not null, "created_at" timestamptz not null, primary key ("_id"));`);
    this.addSql(`create index "document_kind_index" on "document" ("kind");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "document" cascade;`);
  }

}
