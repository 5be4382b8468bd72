import { Migration } from '@mikro-orm/migrations';

/**
 * A quote records the inspection it was sent with (its rated checks and the ids of their photos),
 * so its page never shows what the inspection became after it was sent. Quotes sent before keep
 * null: what they were sent with is not known.
 */
export class Migration20261215000000 extends Migration {
  override name = 'Migration20261215000000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quote" add column "inspection_shown" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quote" drop column if exists "inspection_shown";`);
  }
}
