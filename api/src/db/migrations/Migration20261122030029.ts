import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030029 extends Migration {

  override name = 'Migration20261122030029';

  override up(): void | Promise<void> {
    this.addSql(`create table "admin_user" ("_id" char(24) not null, "username" varchar(100) not null, "email" varchar(254) not null, "password_hash" varchar(300) not null, "created_at" timestamptz not null, "password_changed_at" timestamptz null, primary key ("_id"));`);
    this.addSql(`alter table "admin_user" add constraint "admin_user_username_unique" unique ("username");`);

    this.addSql(`create table "appointment" ("_id" char(24) not null, "full_name" varchar(200) not null, "email" varchar(254) not null, "phone" varchar(40) not null, "vehicle_make" varchar(100) not null, "vehicle_model" varchar(100) not null, "vehicle_year" int not null, "registration" varchar(20) null, "service_type" varchar(100) not null, "issue_description" text not null, "preferred_date" char(10) not null, "preferred_time" char(5) not null, "status" text not null default 'booked', "created_at" timestamptz not null, "cancelled_at" timestamptz null, primary key ("_id"));`);
    this.addSql(`create index "appointment_created_at_index" on "appointment" ("created_at");`);
    this.addSql(`create unique index "appointment_booked_slot_unique" on "appointment" ("preferred_date", "preferred_time") where status = 'booked';`);

    this.addSql(`create table "blocked_period" ("_id" char(24) not null, "start_date" char(10) not null, "start_time" char(5) not null, "end_date" char(10) not null, "end_time" char(5) not null, "reason" varchar(300) not null, "created_at" timestamptz not null, primary key ("_id"));`);
    this.addSql(`create index "blocked_period_dates_index" on "blocked_period" ("start_date", "end_date");`);

    this.addSql(`create table "outbox_message" ("id" bigserial primary key, "to" varchar(1000) not null, "reply_to" varchar(1000) null, "subject" varchar(500) not null, "text" text not null, "html" text null, "attachments" jsonb null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "last_error" text null, "created_at" timestamptz not null, "sent_at" timestamptz null);`);
    this.addSql(`create index "outbox_message_due_index" on "outbox_message" ("status", "next_attempt_at");`);

    this.addSql(`alter table "appointment" add constraint "appointment_status_check" check ("status" in ('booked', 'cancelled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_user" cascade;`);
    this.addSql(`drop table if exists "appointment" cascade;`);
    this.addSql(`drop table if exists "blocked_period" cascade;`);
    this.addSql(`drop table if exists "outbox_message" cascade;`);
  }

}
