-- Waiting for parts is a pause of a card's work in progress: any change of the card's status ends
-- it (the job board, quoting, completing, invoicing, an autosave's status), so a card that comes
-- back to Work In Progress later is not shown waiting for parts from an old wait.
create or replace function job_card_parts_wait() returns trigger language plpgsql as $$
begin
  new.waiting_for_parts_since := null;
  return new;
end
$$;

drop trigger if exists job_card_parts_wait on job_card;
create trigger job_card_parts_wait before update of status on job_card
  for each row when (old.status is distinct from new.status and new.waiting_for_parts_since is not null) execute function job_card_parts_wait();
