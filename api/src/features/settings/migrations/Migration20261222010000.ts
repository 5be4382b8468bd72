/** The outside accounts owners connect in the app (Twilio, the text switches, Stripe; secrets sealed), and the workshop's PayID. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261222010000 extends Migration {

  override name = 'Migration20261222010000';

  override up(): void | Promise<void> {
    this.addSql(`create table "integration_setting" ("key" varchar(20) not null, "value" jsonb not null, "secret_sealed" text not null, "saved_at" timestamptz not null, "saved_by" varchar(100) not null, primary key ("key"));`);
    this.addSql(`alter table "integration_setting" add constraint "integration_setting_key" check ("key" in ('twilio', 'smsKinds', 'stripe'));`);

    this.addSql(`alter table "business_settings" add column "pay_id" varchar(254) not null default '';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "business_settings" drop column if exists "pay_id";`);
    this.addSql(`drop table if exists "integration_setting" cascade;`);
  }
}
