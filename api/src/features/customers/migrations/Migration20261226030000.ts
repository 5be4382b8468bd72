/**
 * A business customer's contact people: a list kept with the customer (name, role, email, phone),
 * none at first; a search finds a business by its name or by any of its people's details.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261226030000 extends Migration {

  override name = 'Migration20261226030000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "customer" add column "contacts" jsonb not null default '[]';`);
    this.addSql(`create index "customer_company_trgm" on "customer" using gin ("company" gin_trgm_ops);`);
    this.addSql(`create index "customer_contacts_trgm" on "customer" using gin ((jsonb_path_query_array("contacts", '$[*].*')::text) gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "customer_contacts_trgm";`);
    this.addSql(`drop index if exists "customer_company_trgm";`);
    this.addSql(`alter table "customer" drop column if exists "contacts";`);
  }
}
