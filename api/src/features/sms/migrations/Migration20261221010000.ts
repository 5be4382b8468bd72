/** Text messages (each outgoing one its own outbox entry), numbers opted out of marketing texts, and a customer's chosen channel. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261221010000 extends Migration {

  override name = 'Migration20261221010000';

  override up(): void | Promise<void> {
    this.addSql(`create table "sms_message" ("_id" char(24) not null, "customer_id" char(24) null, "phone" varchar(20) not null, "direction" varchar(3) not null, "kind" varchar(40) not null, "body" text not null, "segments" int not null, "encoding" varchar(5) not null, "status" varchar(12) not null, "provider_sid" varchar(64) null, "error" text null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "locked_by" varchar(64) null, "appointment_id" char(24) null, "created_at" timestamptz not null, "sent_at" timestamptz null, "status_at" timestamptz null, primary key ("_id"));`);
    this.addSql(`alter table "sms_message" add constraint "sms_message_direction_check" check ("direction" in ('out', 'in'));`);
    this.addSql(`alter table "sms_message" add constraint "sms_message_status_check" check ("status" in ('queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'received'));`);
    this.addSql(`alter table "sms_message" add constraint "sms_message_encoding_check" check ("encoding" in ('GSM-7', 'UCS-2'));`);
    this.addSql(`create index "sms_message_due_index" on "sms_message" ("status", "next_attempt_at");`);
    this.addSql(`create index "sms_message_phone_index" on "sms_message" ("phone", "created_at");`);
    this.addSql(`create index "sms_message_customer_index" on "sms_message" ("customer_id", "created_at");`);
    this.addSql(`create unique index "sms_message_provider_sid_unique" on "sms_message" ("provider_sid") where "provider_sid" is not null;`);

    this.addSql(`create table "sms_opt_out" ("phone" varchar(20) not null, "at" timestamptz not null, primary key ("phone"));`);

    this.addSql(`alter table "customer" add column "contact_preference" varchar(5) null;`);
    this.addSql(`alter table "customer" add constraint "customer_contact_preference_check" check ("contact_preference" in ('email', 'sms', 'both'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "customer" drop constraint if exists "customer_contact_preference_check";`);
    this.addSql(`alter table "customer" drop column if exists "contact_preference";`);
    this.addSql(`drop table if exists "sms_opt_out" cascade;`);
    this.addSql(`drop table if exists "sms_message" cascade;`);
  }
}
