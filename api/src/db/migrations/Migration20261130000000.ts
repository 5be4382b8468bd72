import { Migration } from '@mikro-orm/migrations';

/**
 * A job card's workshop notes: for staff only, never in an email, a PDF or a public page (the
 * mechanic notes stay what quotes and invoices print).
 */
export class Migration20261130000000 extends Migration {
  override name = 'Migration20261130000000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "job_card" add column "workshop_notes" text not null default '';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "job_card" drop column "workshop_notes";`);
  }
}
