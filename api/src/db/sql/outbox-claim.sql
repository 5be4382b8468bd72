-- The mail worker's next batch: the oldest due messages that no other worker holds, leased to this
-- one for p_lease_ms. They are read in the due index's order and never sorted (sorting is off for
-- this function's statements only): the table's statistics lag behind a backlog, and with a handful
-- of pending rows expected the planner would read and sort every pending row for each batch.
create or replace function outbox_claim(p_lease_ms int, p_worker text, p_batch int) returns setof outbox_message
  language sql volatile set enable_sort = off as $$
  update outbox_message m set locked_until = now() + (p_lease_ms * interval '1 millisecond'), locked_by = p_worker
  where m.id in (
    select q.id from outbox_message q
    where q.status = 'pending' and q.next_attempt_at <= now() and (q.locked_until is null or q.locked_until < now())
    order by q.next_attempt_at limit p_batch for update skip locked)
  returning m.*
$$;
