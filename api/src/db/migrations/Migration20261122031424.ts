import { Migration } from '@mikro-orm/migrations';

export class Migration20261122031424 extends Migration {

  override name = 'Migration20261122031424';

  override up(): void | Promise<void> {
    this.addSql(`create table "contact_query" ("_id" char(24) not null, "name" varchar(200) not null, "email" varchar(254) not null, "phone" varchar(40) null, "message" text not null, "created_at" timestamptz not null, "replied" boolean not null default false, "replied_at" timestamptz null, primary key ("_id"));`);
    this.addSql(`create index "contact_query_created_at_index" on "contact_query" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_query" cascade;`);
  }

}
