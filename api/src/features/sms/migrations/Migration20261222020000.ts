/** Received texts: when staff read each one, and the index the inbox finds the unread ones by. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261222020000 extends Migration {

  override name = 'Migration20261222020000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sms_message" add column "read_at" timestamptz null;`);
    this.addSql(`create index "sms_message_unread_index" on "sms_message" ("customer_id", "phone") where "direction" = 'in' and "read_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "sms_message_unread_index";`);
    this.addSql(`alter table "sms_message" drop column if exists "read_at";`);
  }
}
