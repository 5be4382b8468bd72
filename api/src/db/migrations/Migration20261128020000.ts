import { Migration } from '@mikro-orm/migrations';

/** A reply to a contact query keeps its text (before, only its time was kept). */
export class Migration20261128020000 extends Migration {
  override name = 'Migration20261128020000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_query" add "reply_message" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "contact_query" drop column "reply_message";`);
  }
}
