/**
 * Labour analytics read from indexes: each live invoice's labour per technician (invoice_labour,
 * kept by the database from the invoice's lines: db/sql/invoice-labour.sql), filled for the
 * invoices there are; the cars of a period's live invoices (rego keys) and the time clocked
 * (technician and minutes of the entries started in a period), each from an index alone.
 */
import { Migration } from '@mikro-orm/migrations';
import { rulesSql } from '../sql.js';

export class Migration20261220060000 extends Migration {
  override name = 'Migration20261220060000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "invoice_labour" ("id" bigserial primary key, "invoice_id" char(24) not null, "technician_id" text null, "issued_at" timestamptz not null, "hundredths" int not null);`,
    );
    this.addSql(`create index "invoice_labour_invoice_index" on "invoice_labour" ("invoice_id");`);
    this.addSql(`create index "invoice_labour_issued_index" on "invoice_labour" ("issued_at") include ("technician_id", "hundredths");`);
    this.addSql(
      `alter table "invoice_labour" add constraint "invoice_labour_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("_id") on delete cascade;`,
    );
    for (const statements of rulesSql({ 'invoice-labour': '755f0e2ca293' })) this.addSql(statements);
    // The invoices there are, as the trigger writes a new one's rows (the same line kinds).
    this.addSql(`insert into invoice_labour (invoice_id, technician_id, issued_at, hundredths)
      select i._id, l->>'technicianId', i.issued_at, round(coalesce(sum(case when jsonb_typeof(l->'quantity') = 'number' then (l->>'quantity')::numeric end), 0) * 100)::int
        from invoice i cross join lateral jsonb_array_elements(case when jsonb_typeof(i.items) = 'array' then i.items else '[]'::jsonb end) as l
        where i.voided_at is null and case
          when l->>'kind' in ('labour', 'part', 'sundry', 'discount') then l->>'kind' = 'labour'
          when jsonb_typeof(l->'unitPriceCents') = 'number' and (l->>'unitPriceCents')::numeric < 0 then false
          else coalesce(l->>'description', '') ~ '(^|[^A-Za-z0-9_])[lL][aA][bB][oO][uU]?[rR]($|[^A-Za-z0-9_])'
        end
        group by i._id, l->>'technicianId';`);
    this.addSql(`create index "invoice_issued_rego_index" on "invoice" ("issued_at") include ("rego_key") where "voided_at" is null;`);
    this.addSql(`create index "time_entry_started_index" on "time_entry" ("started_at") include ("technician_id", "minutes");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "time_entry_started_index";`);
    this.addSql(`drop index "invoice_issued_rego_index";`);
    this.addSql(`drop trigger if exists "invoice_labour_update" on "invoice";`);
    this.addSql(`drop trigger if exists "invoice_labour_insert" on "invoice";`);
    this.addSql(`drop function if exists invoice_labour();`);
    this.addSql(`drop table if exists "invoice_labour" cascade;`);
  }
}
