-- A slot's advisory-lock key (lock class SLOT_LOCK): the slot's number since 2000 (its day's slots,
-- then its slot of the day), folded into 251 keys. Advisory locks are held to the end of the
-- transaction and each takes a place in the server's lock table: a transaction writing years of
-- appointments at once (a seed, a restore) would otherwise hold one per slot and run out of shared
-- memory. Two slots that share a key only wait for each other; the count is always of the one slot.
create or replace function workshop_slot_key(slot_date text, slot_time text) returns int language plpgsql immutable parallel safe as $$
begin
  return (((slot_date::date - date '2000-01-01') * (1440 / {{SLOT_MINUTES}})
          + (split_part(slot_time, ':', 1)::int * 60 + split_part(slot_time, ':', 2)::int) / {{SLOT_MINUTES}}) % 251)::int;
end
$$;
