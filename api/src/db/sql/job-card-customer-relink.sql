-- A job card whose email is corrected moves to that email's customer, and its quotes with it,
-- unless the same update sets the customer itself. The trigger's WHEN compares the raw columns
-- (cheap: it runs on every autosave); the function compares the keys (case and spaces) and does
-- nothing when they agree.
create or replace function job_card_customer_relink() returns trigger language plpgsql as $$
begin
  if customer_email_key(old.customer_email) is not distinct from customer_email_key(new.customer_email) then
    return new;
  end if;
  new.customer_id := customer_for(new.customer_email, new.customer_phone, new.customer_name);
  update quote set customer_id = new.customer_id where job_card_id = new._id and customer_id is distinct from new.customer_id;
  return new;
end
$$;

drop trigger if exists job_card_customer_relink on job_card;
create trigger job_card_customer_relink before update of customer_email on job_card
  for each row when (old.customer_email is distinct from new.customer_email and old.customer_id is not distinct from new.customer_id)
  execute function job_card_customer_relink();
