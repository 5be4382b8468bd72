-- A day's advisory-lock bucket (lock class DAY_LOCK): its day since 2000, folded into 128 buckets.
-- Two days that share a bucket only wait for each other.
create or replace function workshop_day_bucket(day text) returns int language plpgsql immutable parallel safe as $$
begin
  return ((day::date - date '2000-01-01') % 128)::int;
end
$$;
