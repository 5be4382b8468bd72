import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail's person index holds staff members' changes only: customers' and the system's
 * records (every booking) have no actor id to look up, and no longer cost an index entry each.
 */
export class Migration20261209000000 extends Migration {
  override name = 'Migration20261209000000';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "audit_event_actor_index";`);
    this.addSql(`create index "audit_event_actor_index" on "audit_event" ("actor_id", "at") where actor_id is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "audit_event_actor_index";`);
    this.addSql(`create index "audit_event_actor_index" on "audit_event" ("actor_id", "at");`);
  }
}
