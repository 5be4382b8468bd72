import { Migration } from '@mikro-orm/migrations';
/** The source tables of customers and their contact columns (as Migration20261128000000 links them). */
const SOURCES = [
  { table: 'appointment', email: 'email', phone: 'phone', name: 'full_name', at: 'created_at' },
  { table: 'job_card', email: 'customer_email', phone: 'customer_phone', name: 'customer_name', at: 'created_at' },
  { table: 'invoice', email: 'customer_email', phone: 'phone_number', name: 'customer_name', at: 'issued_at' },
  { table: 'contact_query', email: 'email', phone: 'phone', name: 'name', at: 'created_at' },
] as const;

/**
 * Every Australian phone form is a number: `customer_phone_key` also reads a landline written as
 * locals say it, without the area code (`9123 4567` is +61391234567). Records written before with
 * such a number are linked again, oldest first: a record without a customer (a phone booking with
 * only that landline) gets one, and a customer found by email takes the number as a key (when no one
 * has it) and as their phone (when they had none).
 * A number can be shared by several customers (a family's or a fleet's phone; its key names one of
 * them): the customers' own phone is indexed so a search by a number finds every customer with it.
 */
export class Migration20261216060000 extends Migration {
  override name = 'Migration20261216060000';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function customer_phone_key(phone text) returns text language plpgsql immutable parallel safe as $$
      declare d text := regexp_replace(coalesce(phone, ''), '[^0-9+]', '', 'g');
      begin
        return case
          when d ~ '^[2-9][0-9]{7}$' then '+613' || d
          else case
          when d ~ '^\\+61[1-9][0-9]{8}$' then d
          when d ~ '^\\+610[1-9][0-9]{8}$' then '+61' || substr(d, 5)
          when d ~ '^61[1-9][0-9]{8}$' then '+' || d
          when d ~ '^0[1-9][0-9]{8}$' then '+61' || substr(d, 2)
          when d ~ '^\\+[1-9][0-9]{7,14}$' then d
        end
        end;
      end
      $$;`);
    const rows = SOURCES.map(
      (s) => `select '${s.table}' as t, _id, ${s.email} as e, ${s.phone} as p, ${s.name} as n, ${s.at} as at, customer_id as c from "${s.table}"
        where regexp_replace(coalesce(${s.phone}, ''), '[^0-9+]', '', 'g') ~ '^[2-9][0-9]{7}$'`,
    ).join(' union all ');
    this.addSql(`do $$
      declare r record; pk text;
      begin
        for r in ${rows} order by at, _id loop
          pk := customer_phone_key(r.p);
          if r.c is null then
            execute format('update %I set customer_id = customer_for($1, $2, $3) where _id = $4', r.t) using r.e, r.p, r.n, r._id;
          else
            insert into customer_key (key, customer_id) values ('phone:' || pk, r.c) on conflict do nothing;
            update customer set phone = coalesce(phone, pk) where _id = r.c;
          end if;
        end loop;
      end
      $$;`);
    this.addSql(`update "quote" q set customer_id = j.customer_id from "job_card" j where j._id = q.job_card_id and q.customer_id is null and j.customer_id is not null;`);
    this.addSql(`create index if not exists "customer_phone_index" on "customer" ("phone");`);
    this.addSql(`create index if not exists "customer_phone_trgm" on "customer" using gin ("phone" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "customer_phone_trgm";`);
    this.addSql(`drop index if exists "customer_phone_index";`);
    this.addSql(`create or replace function customer_phone_key(phone text) returns text language plpgsql immutable parallel safe as $$
      declare d text := regexp_replace(coalesce(phone, ''), '[^0-9+]', '', 'g');
      begin
        return case
          when d ~ '^\\+61[1-9][0-9]{8}$' then d
          when d ~ '^\\+610[1-9][0-9]{8}$' then '+61' || substr(d, 5)
          when d ~ '^61[1-9][0-9]{8}$' then '+' || d
          when d ~ '^0[1-9][0-9]{8}$' then '+61' || substr(d, 2)
          when d ~ '^\\+[1-9][0-9]{7,14}$' then d
        end;
      end
      $$;`);
  }
}
