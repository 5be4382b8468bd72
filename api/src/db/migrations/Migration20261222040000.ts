/**
 * The emails sent to one address, found from an index: a customer's conversation lists the mail
 * the workshop queued to them (by the address in any case), newest first.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261222040000 extends Migration {
  override name = 'Migration20261222040000';

  override up(): void | Promise<void> {
    this.addSql(`create index "outbox_message_to_index" on "outbox_message" (lower("to"), "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "outbox_message_to_index";`);
  }
}
