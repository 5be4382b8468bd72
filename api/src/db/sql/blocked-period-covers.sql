-- Whether a blocked period (from its start date and time to its end date and time) covers a slot
-- of slot_minutes starting at slot_date slot_time: the two overlap. Dates are 'YYYY-MM-DD', times
-- 'HH:mm', so the text comparison is the time order. The booking triggers and the api's reads of
-- blocked slots both ask it.
create or replace function blocked_period_covers(
    start_date text, start_time text, end_date text, end_time text, slot_date text, slot_time text, slot_minutes int)
  returns boolean language plpgsql immutable parallel safe as $$
begin
  return slot_date || 'T' || slot_time < end_date || 'T' || end_time
     and slot_date || 'T' || to_char(slot_time::time + make_interval(mins => slot_minutes), 'HH24:MI') > start_date || 'T' || start_time;
end
$$;
