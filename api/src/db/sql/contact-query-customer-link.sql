-- A contact message written without a customer gets the customer of its contact (customer_for: its email,
-- else its phone), in the same statement.
create or replace function contact_query_customer_link() returns trigger language plpgsql as $$
begin
  new.customer_id := customer_for(new.email, new.phone, new.name);
  return new;
end
$$;

drop trigger if exists contact_query_customer_link on contact_query;
create trigger contact_query_customer_link before insert on contact_query
  for each row when (new.customer_id is null) execute function contact_query_customer_link();
