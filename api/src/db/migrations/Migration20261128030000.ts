import { Migration } from '@mikro-orm/migrations';

const INDEXES: Array<[name: string, table: string, expression: string]> = [
  ['customer_name_trgm', 'customer', '"name"'],
  ['customer_email_trgm', 'customer', '"email"'],
  ['job_card_rego_key_trgm', 'job_card', '"rego_key"'],
  ['invoice_rego_key_trgm', 'invoice', '"rego_key"'],
  ['invoice_number_trgm', 'invoice', '"invoice_number"'],
  ['appointment_rego_trgm', 'appointment', `(upper(regexp_replace(coalesce(registration, ''), '\\s', '', 'g')))`],
];

/**
 * The admin's search finds any part of a name, an email, a phone's last digits, a rego or an
 * invoice number: trigram indexes (pg_trgm, a trusted extension on a PostgreSQL server; embedded
 * PGlite loads it at start) keep that fast with years of records.
 */
export class Migration20261128030000 extends Migration {
  override name = 'Migration20261128030000';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    for (const [name, table, expression] of INDEXES) {
      this.addSql(`create index "${name}" on "${table}" using gin (${expression} gin_trgm_ops);`);
    }
    // Only phones are searched by a part (their last digits); emails are found whole.
    this.addSql(`create index "customer_key_phone_trgm" on "customer_key" using gin ("key" gin_trgm_ops) where key like 'phone:%';`);
  }

  override down(): void | Promise<void> {
    for (const [name] of INDEXES) this.addSql(`drop index if exists "${name}";`);
    this.addSql(`drop index if exists "customer_key_phone_trgm";`);
  }
}
