/** Invoices paid online through Stripe Checkout: the card method, the surcharge paid with a payment, and one card payment per payment intent. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261221020000 extends Migration {

  override name = 'Migration20261221020000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice_payment" drop constraint if exists "invoice_payment_method_check";`);
    this.addSql(`alter table "invoice_payment" add constraint "invoice_payment_method_check" check ("method" in ('cash', 'eftpos', 'bank_transfer', 'other', 'card'));`);
    this.addSql(`alter table "invoice_payment" add column "surcharge_cents" int not null default 0;`);
    this.addSql(`create unique index "invoice_payment_card_reference_unique" on "invoice_payment" ("reference") where "method" = 'card';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "invoice_payment_card_reference_unique";`);
    this.addSql(`alter table "invoice_payment" drop column if exists "surcharge_cents";`);
    this.addSql(`update "invoice_payment" set "method" = 'other' where "method" = 'card';`);
    this.addSql(`alter table "invoice_payment" drop constraint if exists "invoice_payment_method_check";`);
    this.addSql(`alter table "invoice_payment" add constraint "invoice_payment_method_check" check ("method" in ('cash', 'eftpos', 'bank_transfer', 'other'));`);
  }
}
