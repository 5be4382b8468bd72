-- No booked appointment inside a blocked period: moving or re-booking an appointment into a slot
-- that a blocked period covers is refused (check_violation, appointment_outside_blocked_periods).
-- The update first takes its day's lock shared; blocking a period takes the lock of each of its
-- days exclusive, so a block and the bookings of its days serialise: a booking either commits
-- before the block lists the appointments it affects, or waits and then sees the block.
-- (New bookings are checked by appointment_before_insert, which does the same.)
create or replace function appointment_refuse_blocked() returns trigger language plpgsql as $$
begin
  if new.status <> 'booked' then
    return new;
  end if;
  perform pg_advisory_xact_lock_shared({{DAY_LOCK}}, workshop_day_bucket(new.preferred_date));
  if exists (
    select 1 from blocked_period p
    where p.start_date <= new.preferred_date and p.end_date >= new.preferred_date
      and blocked_period_covers(p.start_date, p.start_time, p.end_date, p.end_time, new.preferred_date, new.preferred_time, {{SLOT_MINUTES}})
  ) then
    raise exception 'the workshop is not taking bookings at % %', new.preferred_date, new.preferred_time
      using errcode = 'check_violation', constraint = 'appointment_outside_blocked_periods';
  end if;
  return new;
end
$$;

drop trigger if exists appointment_refuse_blocked on appointment;
create trigger appointment_refuse_blocked before update of preferred_date, preferred_time, status on appointment
  for each row execute function appointment_refuse_blocked();
