-- A quote written without a customer takes its job card's (a corrected job card email moves its
-- quotes with it: job-card-customer-relink.sql).
create or replace function quote_customer() returns trigger language plpgsql as $$
begin
  select j.customer_id into new.customer_id from job_card j where j._id = new.job_card_id;
  return new;
end
$$;

drop trigger if exists quote_customer_link on quote;
create trigger quote_customer_link before insert on quote
  for each row when (new.customer_id is null) execute function quote_customer();
