import { Migration } from '@mikro-orm/migrations';

/**
 * A customer who cancels from their link may undo it for a day: the appointment keeps the sha256 of
 * the undo link's random secret (the link alone restores the booking; the id alone never does).
 */
export class Migration20261216050000 extends Migration {
  override name = 'Migration20261216050000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "appointment" add column "undo_token_hash" char(64) null;`);
    this.addSql(`alter table "appointment" add constraint "appointment_undo_token_unique" unique ("undo_token_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "appointment" drop constraint if exists "appointment_undo_token_unique";`);
    this.addSql(`alter table "appointment" drop column if exists "undo_token_hash";`);
  }
}
