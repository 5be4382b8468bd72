-- The audit trail is append-only: the database refuses UPDATE, DELETE and TRUNCATE of audit_event,
-- whoever asks (insufficient_privilege), so its rows can be trusted to say what happened.
create or replace function audit_event_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the audit trail is append-only: % is refused', tg_op using errcode = 'insufficient_privilege';
end
$$;

drop trigger if exists audit_event_append_only on audit_event;
create trigger audit_event_append_only before update or delete on audit_event
  for each row execute function audit_event_append_only();
drop trigger if exists audit_event_no_truncate on audit_event;
create trigger audit_event_no_truncate before truncate on audit_event
  for each statement execute function audit_event_append_only();
