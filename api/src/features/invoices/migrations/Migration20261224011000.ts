/**
 * What an invoice to a business customer is issued with: the purchase order number it quotes, the
 * business's name and ABN as they were then, and the day it is due under the customer's account terms.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261224011000 extends Migration {

  override name = 'Migration20261224011000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice" add column "purchase_order" varchar(50) null, add column "customer_company" varchar(200) null, add column "customer_abn" varchar(11) null, add column "due_on" date null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice" drop column if exists "purchase_order", drop column if exists "customer_company", drop column if exists "customer_abn", drop column if exists "due_on";`);
  }
}
