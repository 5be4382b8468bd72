-- An email address as customers are found by it: trimmed and in lower case; null when empty.
-- shared/phone.ts emailKey says the same in TypeScript (test/customers/customers.test.ts checks both).
create or replace function customer_email_key(email text) returns text language sql immutable parallel safe as $$
  select nullif(lower(regexp_replace(coalesce(email, ''), '^\s+|\s+$', '', 'g')), '')
$$;
