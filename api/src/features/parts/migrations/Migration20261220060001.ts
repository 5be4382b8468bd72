/** Parts: suppliers, the catalogue (stock on hand never below zero unless a part allows it), the stock ledger, and price file imports. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261220060001 extends Migration {

  override name = 'Migration20261220060001';

  override up(): void | Promise<void> {
    this.addSql(`create table "part" ("_id" char(24) not null, "part_number" varchar(60) not null, "part_key" varchar(60) collate "C" not null, "description" varchar(200) not null, "brand" varchar(60) null, "supplier_id" char(24) null, "cost_cents" int not null, "fixed_sell_cents" int null, "gst_free" boolean not null default false, "bin" varchar(30) null, "barcode" varchar(60) null, "reorder_point" numeric(12,2) not null default 0, "reorder_quantity" numeric(12,2) not null default 0, "allow_negative" boolean not null default false, "on_hand" numeric(12,2) not null default 0, "archived_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("_id"));`);
    this.addSql(`create index "part_search_trgm" on "part" using gin (lower("part_key" || ' ' || "description" || ' ' || coalesce("brand", '')) gin_trgm_ops);`);
    this.addSql(`create index "part_active_order" on "part" ("part_key", "_id") where "archived_at" is null;`);
    this.addSql(`create unique index "part_barcode_unique" on "part" ("barcode") where "barcode" is not null;`);
    this.addSql(`create unique index "part_number_unique" on "part" (coalesce("supplier_id", ''), "part_key");`);

    this.addSql(`create table "stock_move" ("_id" char(24) not null, "part_id" char(24) not null, "kind" varchar(16) not null, "quantity" numeric(12,2) not null, "on_hand_after" numeric(12,2) not null, "unit_cost_cents" int not null, "reason" varchar(200) null, "job_card_id" char(24) null, "by_name" varchar(100) not null, "at" timestamptz not null, primary key ("_id"));`);
    this.addSql(`create index "stock_move_part_index" on "stock_move" ("part_id", "at", "_id");`);

    this.addSql(`create table "supplier" ("_id" char(24) not null, "name" varchar(100) not null, "email" varchar(254) null, "price_file_columns" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("_id"));`);
    this.addSql(`create unique index "supplier_name_unique" on "supplier" (lower("name"));`);

    this.addSql(`alter table "part" add constraint "part_prices_not_negative" check ("cost_cents" >= 0 and ("fixed_sell_cents" is null or "fixed_sell_cents" >= 0));`);
    this.addSql(`alter table "part" add constraint "part_stock_not_negative" check ("allow_negative" or "on_hand" >= 0);`);

    this.addSql(`alter table "stock_move" add constraint "stock_move_kind" check ("kind" in ('received', 'fitted', 'returned', 'adjusted', 'counted'));`);

    this.addSql(`create table "price_import" ("_id" char(24) not null, "supplier_id" char(24) not null, "status" varchar(16) not null, "rows" int not null default 0, "processed" int not null default 0, "new_count" int not null default 0, "changed_count" int not null default 0, "unchanged_count" int not null default 0, "bad_count" int not null default 0, "problems" jsonb not null, "preview" jsonb not null, "failure" varchar(500) null, "by_name" varchar(100) not null, "created_at" timestamptz not null, "applied_at" timestamptz null, primary key ("_id"));`);
    this.addSql(`create table "price_import_row" ("import_id" char(24) not null, "line" int not null, "part_number" varchar(60) not null, "part_key" varchar(60) not null, "description" varchar(200) null, "brand" varchar(60) null, "cost_cents" int not null, "barcode" varchar(60) null, "part_id" char(24) null, "outcome" varchar(10) null, primary key ("import_id", "line"));`);
    this.addSql(`alter table "price_import" add constraint "price_import_status" check ("status" in ('reading', 'ready', 'applying', 'applied', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "price_import_row" cascade;`);
    this.addSql(`drop table if exists "price_import" cascade;`);
    this.addSql(`drop table if exists "stock_move" cascade;`);
    this.addSql(`drop table if exists "part" cascade;`);
    this.addSql(`drop table if exists "supplier" cascade;`);
  }
}
