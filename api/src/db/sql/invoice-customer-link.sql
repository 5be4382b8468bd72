-- An invoice written without a customer gets the customer of its contact (customer_for: its email,
-- else its phone), in the same statement.
create or replace function invoice_customer_link() returns trigger language plpgsql as $$
begin
  new.customer_id := customer_for(new.customer_email, new.phone_number, new.customer_name);
  return new;
end
$$;

drop trigger if exists invoice_customer_link on invoice;
create trigger invoice_customer_link before insert on invoice
  for each row when (new.customer_id is null) execute function invoice_customer_link();
