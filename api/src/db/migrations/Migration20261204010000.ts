import { Migration } from '@mikro-orm/migrations';

/** A quote approved line by line: the lines the customer approved (null: all of them) and what they come to. */
export class Migration20261204010000 extends Migration {
  override name = 'Migration20261204010000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quote" add column "approved_lines" jsonb null, add column "approved_total_cents" int null;`);
    // Quotes approved before: approved whole.
    this.addSql(`update "quote" set "approved_total_cents" = "total_cents" where status = 'approved';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quote" drop column "approved_lines", drop column "approved_total_cents";`);
  }
}
