-- What a vehicle's row (one per rego key: upper case without spaces) learns from one record of it
-- seen at p_at: the rego as written and the owner (the customer) of the newest record, make, model
-- and year from the first record that has them, first and last seen. appointment_before_insert
-- writes the same upsert over the new booking (keep the two alike).
create or replace function vehicle_seen(p_key text, p_rego text, p_make text, p_model text, p_year int, p_customer char(24), p_at timestamptz)
  returns void language plpgsql as $$
begin
  insert into vehicle (rego_key, rego, make, model, year, customer_id, created_at, last_seen_at)
  values (p_key, left(upper(btrim(p_rego)), 20), nullif(btrim(p_make), ''), nullif(btrim(p_model), ''), p_year, p_customer, p_at, p_at)
  on conflict (rego_key) do update set
    rego = case when excluded.last_seen_at >= vehicle.last_seen_at then excluded.rego else vehicle.rego end,
    make = coalesce(vehicle.make, excluded.make),
    model = coalesce(vehicle.model, excluded.model),
    year = coalesce(vehicle.year, excluded.year),
    customer_id = case when excluded.last_seen_at >= vehicle.last_seen_at then coalesce(excluded.customer_id, vehicle.customer_id) else vehicle.customer_id end,
    created_at = least(vehicle.created_at, excluded.created_at),
    last_seen_at = greatest(vehicle.last_seen_at, excluded.last_seen_at);
end
$$;
