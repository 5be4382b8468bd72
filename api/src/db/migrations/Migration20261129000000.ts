import { Migration } from '@mikro-orm/migrations';

/** An appointment's rego as a vehicle's key (as in Migration20261128030000 and the entity). */
const APPOINTMENT_REGO_KEY = `(upper(regexp_replace(coalesce(registration, ''), '\\s', '', 'g')))`;

/**
 * The functions that the booking, customer and vehicle triggers call for every row, in PL/pgSQL:
 * a LANGUAGE sql function that cannot be inlined (a FROM clause, an INSERT, or a cast that is only
 * stable inside an immutable function) is parsed and planned again on every call, which was a
 * third of PostgreSQL's time on a booking; PL/pgSQL keeps each plan for the session. Same
 * expressions and statements, same answers.
 * And the appointments' rego found whole by a btree index instead of by any part by a trigram
 * index, which cost every booking 15 %: a part of a rego is found among the vehicles (every rego
 * of a booking is one), then their bookings by this index.
 */
export class Migration20261129000000 extends Migration {
  override name = 'Migration20261129000000';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function workshop_day_bucket(day text) returns int language plpgsql immutable parallel safe as $$
      begin
        return ((day::date - date '2000-01-01') % 128)::int;
      end
      $$;`);
    this.addSql(`create or replace function blocked_period_covers(
        start_date text, start_time text, end_date text, end_time text, slot_date text, slot_time text, slot_minutes int)
      returns boolean language plpgsql immutable parallel safe as $$
      begin
        return slot_date || 'T' || slot_time < end_date || 'T' || end_time
           and slot_date || 'T' || to_char(slot_time::time + make_interval(mins => slot_minutes), 'HH24:MI') > start_date || 'T' || start_time;
      end
      $$;`);
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
    this.addSql(`create or replace function vehicle_seen(p_key text, p_rego text, p_make text, p_model text, p_year int, p_customer char(24), p_at timestamptz) returns void language plpgsql as $$
      begin
        insert into vehicle (rego_key, rego, make, model, year, customer_id, created_at, last_seen_at)
        values (p_key, left(upper(btrim(p_rego)), 20), nullif(btrim(p_make), ''), nullif(btrim(p_model), ''), p_year, p_customer, p_at, p_at)
        on conflict (rego_key) do update set
          rego = case when excluded.last_seen_at >= vehicle.last_seen_at then excluded.rego else vehicle.rego end,
          make = coalesce(vehicle.make, excluded.make),
          model = coalesce(vehicle.model, excluded.model),
          year = coalesce(vehicle.year, excluded.year),
          customer_id = case when excluded.last_seen_at >= vehicle.last_seen_at then coalesce(excluded.customer_id, vehicle.customer_id) else vehicle.customer_id end,
          created_at = least(vehicle.created_at, excluded.created_at),
          last_seen_at = greatest(vehicle.last_seen_at, excluded.last_seen_at);
      end
      $$;`);
    this.addSql(`drop index if exists "appointment_rego_trgm";`);
    this.addSql(`create index "appointment_rego_key_index" on "appointment" (${APPOINTMENT_REGO_KEY});`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "appointment_rego_key_index";`);
    this.addSql(`create index "appointment_rego_trgm" on "appointment" using gin (${APPOINTMENT_REGO_KEY} gin_trgm_ops);`);
    this.addSql(`create or replace function workshop_day_bucket(day text) returns int language sql immutable parallel safe as $$
        select ((day::date - date '2000-01-01') % 128)::int
      $$;`);
    this.addSql(`create or replace function blocked_period_covers(
        start_date text, start_time text, end_date text, end_time text, slot_date text, slot_time text, slot_minutes int)
      returns boolean language sql immutable parallel safe as $$
        select slot_date || 'T' || slot_time < end_date || 'T' || end_time
           and slot_date || 'T' || to_char(slot_time::time + make_interval(mins => slot_minutes), 'HH24:MI') > start_date || 'T' || start_time
      $$;`);
    this.addSql(`create or replace function customer_phone_key(phone text) returns text language sql immutable parallel safe as $$
        select case
          when d ~ '^\\+61[1-9][0-9]{8}$' then d
          when d ~ '^\\+610[1-9][0-9]{8}$' then '+61' || substr(d, 5)
          when d ~ '^61[1-9][0-9]{8}$' then '+' || d
          when d ~ '^0[1-9][0-9]{8}$' then '+61' || substr(d, 2)
          when d ~ '^\\+[1-9][0-9]{7,14}$' then d
        end
        from (select regexp_replace(coalesce(phone, ''), '[^0-9+]', '', 'g') as d) as digits
      $$;`);
    this.addSql(`create or replace function vehicle_seen(p_key text, p_rego text, p_make text, p_model text, p_year int, p_customer char(24), p_at timestamptz) returns void language sql as $$
        insert into vehicle (rego_key, rego, make, model, year, customer_id, created_at, last_seen_at)
        values (p_key, left(upper(btrim(p_rego)), 20), nullif(btrim(p_make), ''), nullif(btrim(p_model), ''), p_year, p_customer, p_at, p_at)
        on conflict (rego_key) do update set
          rego = case when excluded.last_seen_at >= vehicle.last_seen_at then excluded.rego else vehicle.rego end,
          make = coalesce(vehicle.make, excluded.make),
          model = coalesce(vehicle.model, excluded.model),
          year = coalesce(vehicle.year, excluded.year),
          customer_id = case when excluded.last_seen_at >= vehicle.last_seen_at then coalesce(excluded.customer_id, vehicle.customer_id) else vehicle.customer_id end,
          created_at = least(vehicle.created_at, excluded.created_at),
          last_seen_at = greatest(vehicle.last_seen_at, excluded.last_seen_at)
      $$;`);
  }
}
