import { Migration } from '@mikro-orm/migrations';

/**
 * Less work per booked row for PostgreSQL (profiled under the booking run: half its time was the
 * appointment's triggers, most of that starting and ending their statements):
 * - workshop_slot_key in PL/pgSQL: as a LANGUAGE sql function declared immutable, its date cast (a
 *   stable function) kept the planner from inlining it, so every booking ran it as a function of its
 *   own (parsed, planned and executed each time);
 * - the slot-capacity trigger reads the bays and counts the booked in one statement, after the lock;
 * - customer_for makes a new customer and their first key in one statement;
 * - the vehicle link runs before the row is written (as the last BEFORE trigger: the capacity check,
 *   which may skip the row, fires first, and a row refused later rolls the whole statement back), not
 *   as an AFTER trigger, whose per-row queue cost as much as the link itself.
 * Behaviour is unchanged.
 */
export class Migration20261207000000 extends Migration {
  override name = 'Migration20261207000000';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function workshop_slot_key(slot_date text, slot_time text) returns int language plpgsql immutable parallel safe as $$
      begin
        return (((slot_date::date - date '2000-01-01') * 48 + split_part(slot_time, ':', 1)::int * 2 + split_part(slot_time, ':', 2)::int / 30) % 251)::int;
      end
      $$;`);
    this.addSql(`create or replace function appointment_slot_capacity() returns trigger language plpgsql as $$
      declare
        capacity int;
        held int;
      begin
        if new.status <> 'booked' then
          return new;
        end if;
        if tg_op = 'UPDATE' and old.status = 'booked' and old.preferred_date = new.preferred_date and old.preferred_time = new.preferred_time then
          return new;
        end if;
        perform pg_advisory_xact_lock(7302, workshop_slot_key(new.preferred_date, new.preferred_time));
        select coalesce((select s.bays from diary_setting s where s.id = 1), 1),
               (select count(*) from appointment a
                where a.preferred_date = new.preferred_date and a.preferred_time = new.preferred_time and a.status = 'booked' and a._id <> new._id)
          into capacity, held;
        if held < capacity then
          return new;
        end if;
        if tg_op = 'INSERT' then
          return null;
        end if;
        raise exception 'every bay is booked at % %', new.preferred_date, new.preferred_time
          using errcode = 'unique_violation', constraint = 'appointment_slot_capacity';
      end
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
          -- The customer and the key that finds them, in one statement.
          with made as (
            insert into customer (_id, name, email, phone, notes, created_at, last_activity_at)
              values (mine, left(coalesce(nullif(btrim(p_name), ''), ek, pk), 200), nullif(btrim(p_email), ''), pk, '', now(), now())
              returning _id)
          insert into customer_key (key, customer_id)
            select case when ek is not null then 'email:' || ek else 'phone:' || pk end, made._id from made
            on conflict do nothing;
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
    this.addSql(`create or replace function appointment_vehicle_link() returns trigger language plpgsql as $$
      declare k text := upper(regexp_replace(coalesce(new.registration, ''), '\\s', '', 'g'));
      begin
        if k <> '' and length(k) <= 20 then
          perform vehicle_seen(k, new.registration, new.vehicle_make, new.vehicle_model, new.vehicle_year, new.customer_id, now());
        end if;
        return new;
      end
      $$;`);
    this.addSql(`drop trigger if exists "appointment_vehicle_link" on "appointment";`);
    this.addSql(`create trigger "appointment_vehicle_link" before insert on "appointment" for each row execute function appointment_vehicle_link();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "appointment_vehicle_link" on "appointment";`);
    this.addSql(`create trigger "appointment_vehicle_link" after insert on "appointment" for each row execute function appointment_vehicle_link();`);
  }
}
