/** An invoice keeps the lines the customer declined on its job card's quote, as quoted: every copy prints them as declined. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261225040000 extends Migration {

  override name = 'Migration20261225040000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice" add column "declined_items" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice" drop column if exists "declined_items";`);
  }
}
