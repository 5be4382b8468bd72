/** Card payments made online refunded in part through Stripe: how much of each was refunded, in cents. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261222050000 extends Migration {

  override name = 'Migration20261222050000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice_payment" add column "refunded_cents" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice_payment" drop column if exists "refunded_cents";`);
  }
}
