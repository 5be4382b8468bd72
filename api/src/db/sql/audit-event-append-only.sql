-- The audit trail is append-only: the database refuses UPDATE, DELETE and TRUNCATE of audit_event,
-- whoever asks (insufficient_privilege), so its rows can be trusted to say what happened.
-- One exception: a customer's erasure on request de-identifies the words (summary, changes) of the
-- entries that name them, inside its own transaction that says so (audit.erasing = 'on', set
-- locally); who, when, from where and what was done stay as they were.
create or replace function audit_event_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and current_setting('audit.erasing', true) = 'on'
     and (new.id, new.at, new.actor_kind, new.actor_id, new.actor_name, new.ip, new.action, new.entity_type, new.entity_id)
         is not distinct from (old.id, old.at, old.actor_kind, old.actor_id, old.actor_name, old.ip, old.action, old.entity_type, old.entity_id) then
    return new;
  end if;
  raise exception 'the audit trail is append-only: % is refused', tg_op using errcode = 'insufficient_privilege';
end
$$;

drop trigger if exists audit_event_append_only on audit_event;
create trigger audit_event_append_only before update or delete on audit_event
  for each row execute function audit_event_append_only();
drop trigger if exists audit_event_no_truncate on audit_event;
create trigger audit_event_no_truncate before truncate on audit_event
  for each statement execute function audit_event_append_only();
