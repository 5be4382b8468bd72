/** The courtesy cars and their loans: one car per rego, at most one open loan per car. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261219000000 extends Migration {

  override name = 'Migration20261219000000';

  override up(): void | Promise<void> {
    this.addSql(`create table "courtesy_car" ("_id" char(24) not null, "rego" varchar(20) not null, "rego_key" varchar(20) not null, "description" varchar(100) not null, "notes" text null, "retired" boolean not null default false, "created_at" timestamptz not null, primary key ("_id"));`);
    this.addSql(`alter table "courtesy_car" add constraint "courtesy_car_rego_key_unique" unique ("rego_key");`);

    this.addSql(`create table "courtesy_loan" ("_id" char(24) not null, "car_id" char(24) not null, "customer_name" varchar(200) not null, "customer_phone" varchar(40) not null, "job_card_id" char(24) null, "lent_at" timestamptz not null, "due_back" date not null, "returned_at" timestamptz null, "notes" text null, primary key ("_id"));`);
    this.addSql(`create unique index "courtesy_loan_open_unique" on "courtesy_loan" ("car_id") where "returned_at" is null;`);
    this.addSql(`create index "courtesy_loan_car_index" on "courtesy_loan" ("car_id", "lent_at");`);

    this.addSql(`alter table "courtesy_loan" add constraint "courtesy_loan_car_id_foreign" foreign key ("car_id") references "courtesy_car" ("_id") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "courtesy_loan" cascade;`);
    this.addSql(`drop table if exists "courtesy_car" cascade;`);
  }
}
