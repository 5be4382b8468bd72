-- A job card's odometer is its vehicle's reading of that card, dated as the card: one per card,
-- corrected with it and gone when it is cleared. The triggers are named to fire after the card's
-- vehicle link (triggers of one event fire in name order), so the vehicle exists.
create or replace function job_card_odometer() returns trigger language plpgsql as $$
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
$$;

drop trigger if exists job_card_z_odometer_insert on job_card;
create trigger job_card_z_odometer_insert after insert on job_card
  for each row when (new.odometer_km is not null) execute function job_card_odometer();
drop trigger if exists job_card_z_odometer_update on job_card;
create trigger job_card_z_odometer_update after update of odometer_km on job_card
  for each row when (old.odometer_km is distinct from new.odometer_km) execute function job_card_odometer();
