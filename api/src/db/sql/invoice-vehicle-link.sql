-- An invoice written with a rego keeps its vehicle (vehicle_seen: the invoice's customer as the
-- owner; an invoice says nothing of make, model or year), after the row is written.
create or replace function invoice_vehicle_link() returns trigger language plpgsql as $$
declare k text := new.rego_key;
begin
  if k <> '' and length(k) <= 20 then
    perform vehicle_seen(k, new.car_rego, null::text, null::text, null::int, new.customer_id, now());
  end if;
  return null;
end
$$;

drop trigger if exists invoice_vehicle_link on invoice;
create trigger invoice_vehicle_link after insert on invoice
  for each row execute function invoice_vehicle_link();
