import { Migration } from '@mikro-orm/migrations';

/** The records that name a vehicle: its key, the rego as written, what they say of it, and when. */
const SOURCES = [
  { table: 'appointment', key: `upper(regexp_replace(coalesce(registration, ''), '\\s', '', 'g'))`, rego: 'registration', make: 'vehicle_make', model: 'vehicle_model', year: 'vehicle_year', at: 'created_at' },
  { table: 'job_card', key: 'rego_key', rego: 'car_rego', make: 'vehicle_make', model: 'vehicle_model', year: 'vehicle_year', at: 'created_at' },
  { table: 'invoice', key: 'rego_key', rego: 'car_rego', make: 'null::text', model: 'null::text', year: 'null::int', at: 'issued_at' },
] as const;

/** What a vehicle's row learns from one record of it (vehicle_seen's statement). */
const VEHICLE_SEEN_UPSERT = `        insert into vehicle (rego_key, rego, make, model, year, customer_id, created_at, last_seen_at)
        values (p_key, left(upper(btrim(p_rego)), 20), nullif(btrim(p_make), ''), nullif(btrim(p_model), ''), p_year, p_customer, p_at, p_at)
        on conflict (rego_key) do update set
          rego = case when excluded.last_seen_at >= vehicle.last_seen_at then excluded.rego else vehicle.rego end,
          make = coalesce(vehicle.make, excluded.make),
          model = coalesce(vehicle.model, excluded.model),
          year = coalesce(vehicle.year, excluded.year),
          customer_id = case when excluded.last_seen_at >= vehicle.last_seen_at then coalesce(excluded.customer_id, vehicle.customer_id) else vehicle.customer_id end,
          created_at = least(vehicle.created_at, excluded.created_at),
          last_seen_at = greatest(vehicle.last_seen_at, excluded.last_seen_at)`;

/**
 * Vehicles: one per rego (upper case without spaces), kept by the database as bookings, job cards
 * and invoices are written (an AFTER INSERT trigger on each, after the customer is set): make,
 * model and year from the first record that has them, the owner the customer of the newest record.
 * A job card's odometer becomes the vehicle's reading of that card, dated as the card (one per card;
 * corrected and cleared with it).
 * Existing records are taken oldest first.
 */
export class Migration20261128040000 extends Migration {
  override name = 'Migration20261128040000';

  override up(): void | Promise<void> {
    this.addSql(`create table "vehicle" ("rego_key" varchar(20) not null, "rego" varchar(20) not null, "make" varchar(100) null, "model" varchar(100) null, "year" int null, "vin" varchar(17) null, "customer_id" char(24) null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, primary key ("rego_key"));`);
    this.addSql(`create index "vehicle_customer_index" on "vehicle" ("customer_id");`);
    this.addSql(`create index "vehicle_rego_key_trgm" on "vehicle" using gin ("rego_key" gin_trgm_ops);`);
    // Every booking, job card and invoice of a vehicle updates its row: room on its page keeps the update in place.
    this.addSql(`alter table "vehicle" set (fillfactor = 80);`);
    this.addSql(`alter table "vehicle" add constraint "vehicle_customer_id_foreign" foreign key ("customer_id") references "customer" ("_id") on delete restrict;`);
    this.addSql(`create table "odometer_reading" ("_id" char(24) not null, "rego_key" varchar(20) not null, "km" int not null, "read_at" timestamptz not null, "job_card_id" char(24) null, primary key ("_id"));`);
    this.addSql(`create index "odometer_reading_vehicle_index" on "odometer_reading" ("rego_key", "read_at");`);
    this.addSql(`alter table "odometer_reading" add constraint "odometer_reading_job_card_unique" unique ("job_card_id");`);
    this.addSql(`alter table "odometer_reading" add constraint "odometer_reading_rego_key_foreign" foreign key ("rego_key") references "vehicle" ("rego_key") on delete cascade;`);

    this.addSql(`create or replace function vehicle_seen(p_key text, p_rego text, p_make text, p_model text, p_year int, p_customer char(24), p_at timestamptz) returns void language sql as $$
${VEHICLE_SEEN_UPSERT}
      $$;`);
    // Existing records, oldest first (make, model and year from the first that has them).
    const rows = SOURCES.map((s) => `select ${s.key} as k, ${s.rego}::text as r, ${s.make}::text as mk, ${s.model}::text as md, ${s.year}::int as y, customer_id as c, ${s.at} as at from "${s.table}"`).join(' union all ');
    this.addSql(`do $$
      declare r record;
      begin
        for r in select * from (${rows}) as seen where k <> '' and length(k) <= 20 order by at loop
          perform vehicle_seen(r.k, r.r, r.mk, r.md, r.y, r.c, r.at);
        end loop;
      end
      $$;`);
    this.addSql(`insert into odometer_reading (_id, rego_key, km, read_at, job_card_id)
      select substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), rego_key, odometer_km, created_at, _id from job_card where odometer_km is not null and rego_key <> '';`);

    // One function per table: its own columns, read directly (an invoice says nothing of make, model or year).
    for (const s of SOURCES) {
      const col = (c: string) => (c.startsWith('null::') ? c : `new.${c}`);
      const key = s.table === 'appointment' ? `upper(regexp_replace(coalesce(new.registration, ''), '\\s', '', 'g'))` : 'new.rego_key';
      this.addSql(`create or replace function ${s.table}_vehicle_link() returns trigger language plpgsql as $$
        declare k text := ${key};
        begin
          if k <> '' and length(k) <= 20 then
            perform vehicle_seen(k, new.${s.rego}, ${col(s.make)}, ${col(s.model)}, ${col(s.year)}, new.customer_id, now());
          end if;
          return null;
        end
        $$;`);
      this.addSql(`create trigger "${s.table}_vehicle_link" after insert on "${s.table}" for each row execute function ${s.table}_vehicle_link();`);
    }
    this.addSql(`create or replace function job_card_odometer() returns trigger language plpgsql as $$
      begin
        if new.odometer_km is null then
          delete from odometer_reading where job_card_id = new._id;
        elsif new.rego_key <> '' then
          insert into odometer_reading (_id, rego_key, km, read_at, job_card_id)
            values (substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), new.rego_key, new.odometer_km, new.created_at, new._id)
            on conflict (job_card_id) do update set km = excluded.km;
        end if;
        return null;
      end
      $$;`);
    // Named to fire after the vehicle's own trigger (triggers of one event fire in name order).
    this.addSql(`create trigger "job_card_z_odometer_insert" after insert on "job_card" for each row
      when (new.odometer_km is not null) execute function job_card_odometer();`);
    this.addSql(`create trigger "job_card_z_odometer_update" after update of odometer_km on "job_card" for each row
      when (old.odometer_km is distinct from new.odometer_km) execute function job_card_odometer();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "job_card_z_odometer_insert" on "job_card";`);
    this.addSql(`drop trigger if exists "job_card_z_odometer_update" on "job_card";`);
    for (const s of SOURCES) this.addSql(`drop trigger if exists "${s.table}_vehicle_link" on "${s.table}";`);
    this.addSql(`drop function if exists job_card_odometer();`);
    for (const s of SOURCES) this.addSql(`drop function if exists ${s.table}_vehicle_link();`);
    this.addSql(`drop function if exists vehicle_seen(text, text, text, text, int, char, timestamptz);`);
    this.addSql(`drop table if exists "odometer_reading" cascade;`);
    this.addSql(`drop table if exists "vehicle" cascade;`);
  }
}
