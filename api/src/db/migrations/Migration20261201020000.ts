import { Migration } from '@mikro-orm/migrations';

/**
 * The workshop's business details as an owner saves them in the app (one row, id 1): until it
 * exists the environment's values are used; once saved it wins.
 */
export class Migration20261201020000 extends Migration {
  override name = 'Migration20261201020000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "business_settings" ("id" int not null, "business_name" varchar(100) not null, "abn" varchar(14) not null, "gst_registered" boolean not null, "address" varchar(200) not null, "phone" varchar(30) not null, "email" varchar(254) not null, "bank_account_name" varchar(100) not null, "bsb" varchar(7) not null, "account_number" varchar(10) not null, "payment_terms_days" int not null, "quote_validity_days" int not null, "document_footer" text not null, "saved_at" timestamptz not null, "saved_by" varchar(100) not null, primary key ("id"));`,
    );
    // There is one workshop.
    this.addSql(`alter table "business_settings" add constraint "business_settings_one_row" check ("id" = 1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "business_settings" cascade;`);
  }
}
