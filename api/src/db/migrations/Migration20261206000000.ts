import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail (features/audit): one row per change, append-only. The database itself refuses
 * UPDATE, DELETE and TRUNCATE of it, whoever asks: its rows are kept (at least the seven years a
 * workshop's records are asked for) and can be trusted to say what happened.
 */
export class Migration20261206000000 extends Migration {
  override name = 'Migration20261206000000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_event" ("id" bigserial primary key, "at" timestamptz not null, "actor_kind" varchar(10) not null, "actor_id" char(24) null, "actor_name" varchar(200) not null, "ip" varchar(64) null, "action" varchar(60) not null, "entity_type" varchar(40) not null, "entity_id" varchar(64) null, "summary" varchar(500) not null, "changes" jsonb null);`,
    );
    this.addSql(`create index "audit_event_at_index" on "audit_event" ("at", "id");`);
    this.addSql(`create index "audit_event_entity_index" on "audit_event" ("entity_type", "entity_id", "at");`);
    this.addSql(`create index "audit_event_actor_index" on "audit_event" ("actor_id", "at");`);
    this.addSql(`create function audit_event_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the audit trail is append-only: % is refused', tg_op using errcode = 'insufficient_privilege';
      end
    $$;`);
    this.addSql(`create trigger audit_event_append_only before update or delete on "audit_event" for each row execute function audit_event_append_only();`);
    this.addSql(`create trigger audit_event_no_truncate before truncate on "audit_event" for each statement execute function audit_event_append_only();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_event";`);
    this.addSql(`drop function if exists audit_event_append_only();`);
  }
}
