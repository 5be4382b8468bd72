-- A job card written with a rego keeps its vehicle (vehicle_seen: make, model, year and the card's
-- customer as the owner), after the row is written (so after its customer is set).
create or replace function job_card_vehicle_link() returns trigger language plpgsql as $$
declare k text := new.rego_key;
begin
  if k <> '' and length(k) <= 20 then
    perform vehicle_seen(k, new.car_rego, new.vehicle_make, new.vehicle_model, new.vehicle_year, new.customer_id, now());
  end if;
  return null;
end
$$;

drop trigger if exists job_card_vehicle_link on job_card;
create trigger job_card_vehicle_link after insert on job_card
  for each row execute function job_card_vehicle_link();
