-- A new appointment reference (the default of appointment.reference, for rows written by SQL; the
-- api writes its own from a cryptographic source): eight characters with no 0/O or 1/I. A
-- reference is no secret, so random() will do.
create or replace function appointment_reference() returns text language sql volatile as $$
  select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1), '') from generate_series(1, 8)
$$;
