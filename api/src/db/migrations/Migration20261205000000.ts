import { Migration } from '@mikro-orm/migrations';

/** The customer's note with an approval (a declined quote's note stays `decline_note`). */
export class Migration20261205000000 extends Migration {
  override name = 'Migration20261205000000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quote" add column "approval_note" varchar(1000) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quote" drop column "approval_note";`);
  }
}
