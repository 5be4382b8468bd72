-- A slot holds as many booked appointments as the workshop has bays (diary_setting.bays, 1 when
-- unset). A move or a re-booking of an appointment into a slot takes the slot's advisory lock, then
-- counts the others booked there (PL/pgSQL gives each statement a fresh snapshot, so it sees one
-- committed while it waited): a full slot refuses the update with a unique violation
-- (appointment_slot_capacity). An insert that finds the slot full is skipped, not refused (new
-- bookings are checked by appointment_before_insert, which does the same).
create or replace function appointment_slot_capacity() returns trigger language plpgsql as $$
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
  perform pg_advisory_xact_lock({{SLOT_LOCK}}, workshop_slot_key(new.preferred_date, new.preferred_time));
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
$$;

drop trigger if exists appointment_capacity on appointment;
create trigger appointment_capacity before update of preferred_date, preferred_time, status on appointment
  for each row execute function appointment_slot_capacity();
