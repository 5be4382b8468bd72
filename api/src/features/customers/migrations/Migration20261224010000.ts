/**
 * Business (fleet and account) customers: the business's name and ABN (11 digits), its account
 * terms (days, and whether they count from the end of the invoice's month; none: pay on the day),
 * whether its invoices need a purchase order number, and its credit limit in cents (none: no limit).
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261224010000 extends Migration {

  override name = 'Migration20261224010000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "customer" add column "company" varchar(200) null, add column "abn" varchar(11) null, add column "account_terms_days" int null, add column "account_terms_end_of_month" boolean not null default false, add column "po_required" boolean not null default false, add column "credit_limit_cents" int null;`);
    this.addSql(`alter table "customer" add constraint "customer_abn_check" check ("abn" ~ '^[0-9]{11}$');`);
    this.addSql(`alter table "customer" add constraint "customer_account_terms_days_check" check ("account_terms_days" >= 0 and "account_terms_days" <= 180);`);
    this.addSql(`alter table "customer" add constraint "customer_credit_limit_cents_check" check ("credit_limit_cents" >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "customer" drop constraint if exists "customer_credit_limit_cents_check";`);
    this.addSql(`alter table "customer" drop constraint if exists "customer_account_terms_days_check";`);
    this.addSql(`alter table "customer" drop constraint if exists "customer_abn_check";`);
    this.addSql(`alter table "customer" drop column if exists "company", drop column if exists "abn", drop column if exists "account_terms_days", drop column if exists "account_terms_end_of_month", drop column if exists "po_required", drop column if exists "credit_limit_cents";`);
  }
}
