-- Waiting for parts is a pause of a card's work in progress: any change of the card's status ends
-- it (the job board, quoting, completing, invoicing, an autosave's status), so a card that comes
-- back to Work In Progress later is not shown waiting for parts from an old wait. A card that
-- comes to Work In Progress while an open purchase order is for it (draft, sent or part-received:
-- its parts have not all arrived) waits for parts from then, as it would had it been in progress
-- when the order was made; the order's arrival or cancellation ends the wait (purchase orders).
create or replace function job_card_parts_wait() returns trigger language plpgsql as $$
begin
  if new.status = 'Work In Progress' and exists (
    select 1 from purchase_order_job_card l join purchase_order o on o._id = l.purchase_order_id
     where l.job_card_id = new._id and o.status in ('draft', 'sent', 'part-received')) then
    new.waiting_for_parts_since := now();
  else
    new.waiting_for_parts_since := null;
  end if;
  return new;
end
$$;

drop trigger if exists job_card_parts_wait on job_card;
create trigger job_card_parts_wait before update of status on job_card
  for each row when (old.status is distinct from new.status and (new.waiting_for_parts_since is not null or new.status = 'Work In Progress'))
  execute function job_card_parts_wait();
