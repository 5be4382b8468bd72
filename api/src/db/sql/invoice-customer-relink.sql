-- An invoice whose email is corrected moves to that email's customer, unless the same update sets
-- the customer itself. The trigger's WHEN compares the raw columns; the function compares the
-- keys (case and spaces) and does nothing when they agree.
create or replace function invoice_customer_relink() returns trigger language plpgsql as $$
begin
  if customer_email_key(old.customer_email) is not distinct from customer_email_key(new.customer_email) then
    return new;
  end if;
  new.customer_id := customer_for(new.customer_email, new.phone_number, new.customer_name);
  return new;
end
$$;

drop trigger if exists invoice_customer_relink on invoice;
create trigger invoice_customer_relink before update of customer_email on invoice
  for each row when (old.customer_email is distinct from new.customer_email and old.customer_id is not distinct from new.customer_id)
  execute function invoice_customer_relink();
