import { Migration } from '@mikro-orm/migrations';
import { BLOCKED_PERIOD_COVERS, WORKSHOP_DAY_BUCKET } from './Migration20261122220000.js';
import { PHONE_DIGITS, PHONE_KEY_OF_DIGITS } from './Migration20261128000000.js';
import { VEHICLE_SEEN_UPSERT } from './Migration20261128040000.js';

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
        return ${WORKSHOP_DAY_BUCKET};
      end
      $$;`);
    this.addSql(`create or replace function blocked_period_covers(
        start_date text, start_time text, end_date text, end_time text, slot_date text, slot_time text, slot_minutes int)
      returns boolean language plpgsql immutable parallel safe as $$
      begin
        return ${BLOCKED_PERIOD_COVERS};
      end
      $$;`);
    this.addSql(`create or replace function customer_phone_key(phone text) returns text language plpgsql immutable parallel safe as $$
      declare d text := ${PHONE_DIGITS};
      begin
        return ${PHONE_KEY_OF_DIGITS};
      end
      $$;`);
    this.addSql(`create or replace function vehicle_seen(p_key text, p_rego text, p_make text, p_model text, p_year int, p_customer char(24), p_at timestamptz) returns void language plpgsql as $$
      begin
${VEHICLE_SEEN_UPSERT};
      end
      $$;`);
    this.addSql(`drop index if exists "appointment_rego_trgm";`);
    this.addSql(`create index "appointment_rego_key_index" on "appointment" (${APPOINTMENT_REGO_KEY});`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "appointment_rego_key_index";`);
    this.addSql(`create index "appointment_rego_trgm" on "appointment" using gin (${APPOINTMENT_REGO_KEY} gin_trgm_ops);`);
    this.addSql(`create or replace function workshop_day_bucket(day text) returns int language sql immutable parallel safe as $$
        select ${WORKSHOP_DAY_BUCKET}
      $$;`);
    this.addSql(`create or replace function blocked_period_covers(
        start_date text, start_time text, end_date text, end_time text, slot_date text, slot_time text, slot_minutes int)
      returns boolean language sql immutable parallel safe as $$
        select ${BLOCKED_PERIOD_COVERS}
      $$;`);
    this.addSql(`create or replace function customer_phone_key(phone text) returns text language sql immutable parallel safe as $$
        select ${PHONE_KEY_OF_DIGITS}
        from (select ${PHONE_DIGITS} as d) as digits
      $$;`);
    this.addSql(`create or replace function vehicle_seen(p_key text, p_rego text, p_make text, p_model text, p_year int, p_customer char(24), p_at timestamptz) returns void language sql as $$
${VEHICLE_SEEN_UPSERT}
      $$;`);
  }
}
