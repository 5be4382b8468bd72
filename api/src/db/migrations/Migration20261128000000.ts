import { Migration } from '@mikro-orm/migrations';

/** The tables that point to a customer: which columns hold the contact each row was written with. */
const SOURCES = [
  { table: 'appointment', email: 'email', phone: 'phone', name: 'full_name', at: 'created_at' },
  { table: 'job_card', email: 'customer_email', phone: 'customer_phone', name: 'customer_name', at: 'created_at' },
  { table: 'invoice', email: 'customer_email', phone: 'phone_number', name: 'customer_name', at: 'issued_at' },
  { table: 'contact_query', email: 'email', phone: 'phone', name: 'name', at: 'created_at' },
] as const;

/** A phone's key from its digits `d` (shared/phone.ts phoneKey). */
const PHONE_KEY_OF_DIGITS = `case
          when d ~ '^\\+61[1-9][0-9]{8}$' then d
          when d ~ '^\\+610[1-9][0-9]{8}$' then '+61' || substr(d, 5)
          when d ~ '^61[1-9][0-9]{8}$' then '+' || d
          when d ~ '^0[1-9][0-9]{8}$' then '+61' || substr(d, 2)
          when d ~ '^\\+[1-9][0-9]{7,14}$' then d
        end`;
const PHONE_DIGITS = `regexp_replace(coalesce(phone, ''), '[^0-9+]', '', 'g')`;

/**
 * Customers. One record per person, found by its keys (`customer_key`): each email address it has
 * used (trimmed, lower case) and each phone number (E.164; shared/phone.ts has the same rules in
 * TypeScript). The database makes and matches them, so every way a booking, job card, invoice or
 * contact message is written (the booking's grouped insert included) gets its customer in the same
 * transaction:
 *
 * - `customer_for(email, phone, name)`: the customer of that email; without an email, of that
 *   phone; else a new one. Two different addresses are two customers even with one phone number (a
 *   family's or a fleet's shared phone must not join strangers; staff merge two records of one
 *   person). The customer found or made takes the phone too when no one has it, so a record with
 *   only a phone (a booking taken by phone) finds them. Two transactions making the same new
 *   customer at once: the key's primary key lets one win; the other drops its row and takes the
 *   winner's.
 * - A trigger on each table sets `customer_id` on insert when the api did not, and again when a job
 *   card's or an invoice's email is corrected (unless the same update sets the customer itself).
 *   A quote takes its job card's customer, and follows it when the card's email is corrected.
 *
 * Existing rows are linked oldest first (the name a customer gets is the first one they gave), then
 * each customer's last activity is its newest row.
 */
export class Migration20261128000000 extends Migration {
  override name = 'Migration20261128000000';

  override up(): void | Promise<void> {
    this.addSql(`create table "customer" ("_id" char(24) not null, "name" varchar(200) not null, "email" varchar(254) null, "phone" varchar(20) null, "notes" text not null default '', "created_at" timestamptz not null, "last_activity_at" timestamptz not null, primary key ("_id"));`);
    this.addSql(`create index "customer_last_activity_index" on "customer" ("last_activity_at", "_id");`);
    this.addSql(`create table "customer_key" ("key" varchar(300) not null, "customer_id" char(24) not null, primary key ("key"));`);
    this.addSql(`create index "customer_key_customer_index" on "customer_key" ("customer_id");`);
    this.addSql(`alter table "customer_key" add constraint "customer_key_customer_id_foreign" foreign key ("customer_id") references "customer" ("_id") on delete cascade;`);
    for (const { table } of [...SOURCES, { table: 'quote' }]) {
      this.addSql(`alter table "${table}" add "customer_id" char(24) null;`);
      this.addSql(`alter table "${table}" add constraint "${table}_customer_id_foreign" foreign key ("customer_id") references "customer" ("_id") on delete restrict;`);
      this.addSql(`create index "${table}_customer_index" on "${table}" ("customer_id");`);
    }

    this.addSql(`create or replace function customer_email_key(email text) returns text language sql immutable parallel safe as $$
        select nullif(lower(regexp_replace(coalesce(email, ''), '^\\s+|\\s+$', '', 'g')), '')
      $$;`);
    this.addSql(`create or replace function customer_phone_key(phone text) returns text language sql immutable parallel safe as $$
        select ${PHONE_KEY_OF_DIGITS}
        from (select ${PHONE_DIGITS} as d) as digits
      $$;`);
    this.addSql(`create or replace function customer_for(p_email text, p_phone text, p_name text) returns char(24) language plpgsql as $$
      declare
        ek text := customer_email_key(p_email);
        pk text := customer_phone_key(p_phone);
        found_id char(24);
        mine char(24);
      begin
        if ek is null and pk is null then
          return null;
        end if;
        loop
          found_id := null;
          if ek is not null then
            select k.customer_id into found_id from customer_key k where k.key = 'email:' || ek;
          else
            select k.customer_id into found_id from customer_key k where k.key = 'phone:' || pk;
          end if;
          if found_id is not null then
            -- Found by its key; its phone too when no one has it (checked first: most often someone has).
            if ek is not null and pk is not null and not exists (select 1 from customer_key k where k.key = 'phone:' || pk) then
              insert into customer_key (key, customer_id) values ('phone:' || pk, found_id) on conflict do nothing;
            end if;
            update customer c set last_activity_at = greatest(c.last_activity_at, now()),
                email = coalesce(c.email, nullif(btrim(p_email), '')), phone = coalesce(c.phone, pk)
              where c._id = found_id;
            return found_id;
          end if;
          mine := substr(replace(gen_random_uuid()::text, '-', ''), 1, 24);
          insert into customer (_id, name, email, phone, notes, created_at, last_activity_at)
            values (mine, left(coalesce(nullif(btrim(p_name), ''), ek, pk), 200), nullif(btrim(p_email), ''), pk, '', now(), now());
          insert into customer_key (key, customer_id)
            values (case when ek is not null then 'email:' || ek else 'phone:' || pk end, mine) on conflict do nothing;
          if found then
            if ek is not null and pk is not null and not exists (select 1 from customer_key k where k.key = 'phone:' || pk) then
              insert into customer_key (key, customer_id) values ('phone:' || pk, mine) on conflict do nothing;
            end if;
            return mine;
          end if;
          -- Another transaction made this customer first: use theirs.
          delete from customer where _id = mine;
        end loop;
      end
      $$;`);

    // Existing rows, oldest first, then each customer's newest activity.
    const rows = SOURCES.map((s) => `select '${s.table}' as t, _id, ${s.email} as e, ${s.phone} as p, ${s.name} as n, ${s.at} as at from "${s.table}"`).join(' union all ');
    this.addSql(`do $$
      declare r record;
      begin
        for r in ${rows} order by at, _id loop
          execute format('update %I set customer_id = customer_for($1, $2, $3) where _id = $4', r.t) using r.e, r.p, r.n, r._id;
        end loop;
      end
      $$;`);
    this.addSql(`update "quote" q set customer_id = j.customer_id from "job_card" j where j._id = q.job_card_id;`);
    const activity = SOURCES.map((s) => `select customer_id, ${s.at} as at from "${s.table}"`).join(' union all ');
    this.addSql(`update "customer" c set created_at = a.first_at, last_activity_at = a.last_at
      from (select customer_id, min(at) as first_at, max(at) as last_at from (${activity}) as rows group by customer_id) as a
      where a.customer_id = c._id;`);

    // From now on, every row written gets its customer (one function per table: its own columns, read directly).
    for (const s of SOURCES) {
      this.addSql(`create or replace function ${s.table}_customer_link() returns trigger language plpgsql as $$
        begin
          new.customer_id := customer_for(new.${s.email}, new.${s.phone}, new.${s.name});
          return new;
        end
        $$;`);
      this.addSql(`create trigger "${s.table}_customer_link" before insert on "${s.table}" for each row
        when (new.customer_id is null) execute function ${s.table}_customer_link();`);
    }
    // A corrected email moves the row to its customer (a job card's quotes with it), unless the same
    // update sets the customer itself. The WHEN compares the raw columns (cheap: it runs on every
    // autosave); the function compares the keys (case and spaces), and does nothing when they agree.
    for (const s of SOURCES.filter((t) => t.table === 'job_card' || t.table === 'invoice')) {
      const quotes = s.table === 'job_card' ? 'update quote set customer_id = new.customer_id where job_card_id = new._id and customer_id is distinct from new.customer_id;' : '';
      this.addSql(`create or replace function ${s.table}_customer_relink() returns trigger language plpgsql as $$
        begin
          if customer_email_key(old.${s.email}) is not distinct from customer_email_key(new.${s.email}) then
            return new;
          end if;
          new.customer_id := customer_for(new.${s.email}, new.${s.phone}, new.${s.name});
          ${quotes}
          return new;
        end
        $$;`);
      this.addSql(`create trigger "${s.table}_customer_relink" before update of ${s.email} on "${s.table}" for each row
        when (old.${s.email} is distinct from new.${s.email} and old.customer_id is not distinct from new.customer_id)
        execute function ${s.table}_customer_relink();`);
    }
    this.addSql(`create or replace function quote_customer() returns trigger language plpgsql as $$
      begin
        select j.customer_id into new.customer_id from job_card j where j._id = new.job_card_id;
        return new;
      end
      $$;`);
    this.addSql(`create trigger "quote_customer_link" before insert on "quote" for each row when (new.customer_id is null) execute function quote_customer();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "quote_customer_link" on "quote";`);
    for (const s of SOURCES) {
      this.addSql(`drop trigger if exists "${s.table}_customer_link" on "${s.table}";`);
      this.addSql(`drop trigger if exists "${s.table}_customer_relink" on "${s.table}";`);
    }
    for (const t of ['job_card', 'invoice']) this.addSql(`drop function if exists ${t}_customer_relink();`);
    this.addSql(`drop function if exists quote_customer();`);
    for (const s of SOURCES) this.addSql(`drop function if exists ${s.table}_customer_link();`);
    this.addSql(`drop function if exists customer_for(text, text, text);`);
    this.addSql(`drop function if exists customer_phone_key(text);`);
    this.addSql(`drop function if exists customer_email_key(text);`);
    for (const { table } of [...SOURCES, { table: 'quote' }]) {
      this.addSql(`alter table "${table}" drop constraint "${table}_customer_id_foreign";`);
      this.addSql(`drop index "${table}_customer_index";`);
      this.addSql(`alter table "${table}" drop column "customer_id";`);
    }
    this.addSql(`drop table if exists "customer_key" cascade;`);
    this.addSql(`drop table if exists "customer" cascade;`);
  }
}
