import { Migration } from '@mikro-orm/migrations';

/**
 * Bookings are counted when made and cancellations when cancelled (the dashboard and analytics
 * alike): cancellations found by their time. The dashboard's quotes awaiting the customer found
 * without reading every quote.
 */
export class Migration20261216040000 extends Migration {
  override name = 'Migration20261216040000';

  override up(): void | Promise<void> {
    this.addSql(`create index "appointment_cancelled_at_index" on "appointment" ("cancelled_at") where status = 'cancelled';`);
    this.addSql(`create index "quote_awaiting_index" on "quote" ("sent_at") where status = 'sent';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "quote_awaiting_index";`);
    this.addSql(`drop index if exists "appointment_cancelled_at_index";`);
  }
}
