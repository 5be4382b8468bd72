-- A phone number as customers are found by it: E.164, or null when it is not a number we can
-- match. Every Australian form is one number (0412 345 678, +61 412 345 678, 61412345678,
-- +61 (0)412 345 678; landlines with their area code), and a landline said as locals say it,
-- without the area code (9123 4567), is in the workshop's area (03, Victoria). Another country's
-- number written with its + code is kept as it is. shared/phone.ts phoneKey says the same in
-- TypeScript (test/customers/customers.test.ts checks both against one table of cases).
create or replace function customer_phone_key(phone text) returns text language plpgsql immutable parallel safe as $$
declare d text := regexp_replace(coalesce(phone, ''), '[^0-9+]', '', 'g');
begin
  return case
    when d ~ '^[2-9][0-9]{7}$' then '+613' || d
    when d ~ '^\+61[1-9][0-9]{8}$' then d
    when d ~ '^\+610[1-9][0-9]{8}$' then '+61' || substr(d, 5)
    when d ~ '^61[1-9][0-9]{8}$' then '+' || d
    when d ~ '^0[1-9][0-9]{8}$' then '+61' || substr(d, 2)
    when d ~ '^\+[1-9][0-9]{7,14}$' then d
  end;
end
$$;
