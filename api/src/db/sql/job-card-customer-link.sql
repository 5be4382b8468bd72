-- A job card written without a customer gets the customer of its contact (customer_for: its email,
-- else its phone), in the same statement.
create or replace function job_card_customer_link() returns trigger language plpgsql as $$
begin
  new.customer_id := customer_for(new.customer_email, new.customer_phone, new.customer_name);
  return new;
end
$$;

drop trigger if exists job_card_customer_link on job_card;
create trigger job_card_customer_link before insert on job_card
  for each row when (new.customer_id is null) execute function job_card_customer_link();
