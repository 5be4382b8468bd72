/** Webhook endpoints and their deliveries: each endpoint's unfinished deliveries in the order queued. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261223010000 extends Migration {
  override name = 'Migration20261223010000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoint" ("_id" char(24) not null, "url" varchar(2000) not null, "description" varchar(200) null, "events" jsonb not null, "secret_sealed" text not null, "status" varchar(10) not null default 'active', "failing_since" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("_id"));`,
    );
    this.addSql(
      `create table "webhook_delivery" ("id" bigserial primary key, "endpoint_id" char(24) not null, "message_id" varchar(40) not null, "event_type" varchar(40) not null, "payload" jsonb not null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "locked_by" varchar(36) null, "locked_until" timestamptz null, "response_status" int null, "duration_ms" int null, "error" text null, "last_attempt_at" timestamptz null, "delivered_at" timestamptz null, "created_at" timestamptz not null, "data_from" char(24) null);`,
    );
    this.addSql(`create index "webhook_delivery_log_index" on "webhook_delivery" ("endpoint_id", "created_at", "id");`);
    this.addSql(`create index "webhook_delivery_queue_index" on "webhook_delivery" ("endpoint_id", "id") where "status" in ('pending', 'sending');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
  }
}
