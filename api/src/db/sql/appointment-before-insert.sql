-- A booking as it is written (every insert into appointment, the grouped booking insert included),
-- in one trigger and as few statements as it can:
-- 1. A booked row takes its slot's lock and its day's shared lock, then reads the bays, the slot's
--    booked appointments and the blocked periods in one statement (after the locks: PL/pgSQL gives
--    each statement a fresh snapshot, so it sees what committed while it waited).
-- 2. A full slot (as many booked as bays) skips the row: no customer is made for it, and the booking
--    writer reads the missing row as 'taken'.
-- 3. A slot inside a blocked period is refused (check_violation, appointment_outside_blocked_periods).
-- 4. The customer is found or made (customer_for) unless the row names one.
-- 5. The vehicle of its rego is kept with its owner: vehicle_seen's upsert, written here over the
--    new row (keep the two alike).
-- The lock keys are workshop_slot_key's and workshop_day_bucket's expressions, written inline.
-- Updates (a move, a cancel) have their own triggers: appointment-slot-capacity.sql and
-- appointment-refuse-blocked.sql.
create or replace function appointment_before_insert() returns trigger language plpgsql as $$
declare
  capacity int;
  held int;
  blocked boolean;
  k text;
begin
  if new.status = 'booked' then
    perform pg_advisory_xact_lock({{SLOT_LOCK}}, (((new.preferred_date::date - date '2000-01-01') * (1440 / {{SLOT_MINUTES}})
              + (split_part(new.preferred_time, ':', 1)::int * 60 + split_part(new.preferred_time, ':', 2)::int) / {{SLOT_MINUTES}}) % 251)::int),
            pg_advisory_xact_lock_shared({{DAY_LOCK}}, ((new.preferred_date::date - date '2000-01-01') % 128)::int);
    select coalesce((select s.bays from diary_setting s where s.id = 1), 1),
           (select count(*) from appointment a
            where a.preferred_date = new.preferred_date and a.preferred_time = new.preferred_time and a.status = 'booked' and a._id <> new._id),
           exists (select 1 from blocked_period p
            where p.start_date <= new.preferred_date and p.end_date >= new.preferred_date
              and blocked_period_covers(p.start_date, p.start_time, p.end_date, p.end_time, new.preferred_date, new.preferred_time, {{SLOT_MINUTES}}))
      into capacity, held, blocked;
    if held >= capacity then
      return null;
    end if;
    if blocked then
      raise exception 'the workshop is not taking bookings at % %', new.preferred_date, new.preferred_time
        using errcode = 'check_violation', constraint = 'appointment_outside_blocked_periods';
    end if;
  end if;
  if new.customer_id is null then
    new.customer_id := customer_for(new.email, new.phone, new.full_name);
  end if;
  k := upper(regexp_replace(coalesce(new.registration, ''), '\s', '', 'g'));
  if k <> '' and length(k) <= 20 then
    insert into vehicle (rego_key, rego, make, model, year, customer_id, created_at, last_seen_at)
    values (k, left(upper(btrim(new.registration)), 20), nullif(btrim(new.vehicle_make), ''), nullif(btrim(new.vehicle_model), ''),
            new.vehicle_year, new.customer_id, now(), now())
    on conflict (rego_key) do update set
      rego = case when excluded.last_seen_at >= vehicle.last_seen_at then excluded.rego else vehicle.rego end,
      make = coalesce(vehicle.make, excluded.make),
      model = coalesce(vehicle.model, excluded.model),
      year = coalesce(vehicle.year, excluded.year),
      customer_id = case when excluded.last_seen_at >= vehicle.last_seen_at then coalesce(excluded.customer_id, vehicle.customer_id) else vehicle.customer_id end,
      created_at = least(vehicle.created_at, excluded.created_at),
      last_seen_at = greatest(vehicle.last_seen_at, excluded.last_seen_at);
  end if;
  return new;
end
$$;

drop trigger if exists appointment_before_insert on appointment;
create trigger appointment_before_insert before insert on appointment
  for each row execute function appointment_before_insert();
