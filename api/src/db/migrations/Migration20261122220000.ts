import { Migration } from '@mikro-orm/migrations';

/** Whether a blocked period covers a slot (function blocked_period_covers). */
const BLOCKED_PERIOD_COVERS = `slot_date || 'T' || slot_time < end_date || 'T' || end_time
           and slot_date || 'T' || to_char(slot_time::time + make_interval(mins => slot_minutes), 'HH24:MI') > start_date || 'T' || start_time`;
/** A day's lock bucket (function workshop_day_bucket). */
const WORKSHOP_DAY_BUCKET = `((day::date - date '2000-01-01') % 128)::int`;

/**
 * Blocked periods are enforced where bookings are written. One SQL function says whether a
 * blocked period covers a slot (reads and the write guard both use it), and a trigger refuses a
 * booked appointment inside a blocked period. The trigger first takes a shared advisory lock on
 * the appointment's day bucket; creating a block takes the exclusive lock of every bucket its days
 * fall in, so a block and the bookings of its days serialise: a booking either commits before the
 * block looks for affected appointments (and is listed), or waits and then sees the block.
 * PL/pgSQL runs each query with a fresh snapshot, so the check sees a block committed while the
 * booking waited for the lock.
 */
export class Migration20261122220000 extends Migration {
  override name = 'Migration20261122220000';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function blocked_period_covers(
        start_date text, start_time text, end_date text, end_time text, slot_date text, slot_time text, slot_minutes int)
      returns boolean language sql immutable parallel safe as $$
        select ${BLOCKED_PERIOD_COVERS}
      $$;`);
    this.addSql(`create or replace function workshop_day_bucket(day text) returns int language sql immutable parallel safe as $$
        select ${WORKSHOP_DAY_BUCKET}
      $$;`);
    this.addSql(`create or replace function appointment_refuse_blocked() returns trigger language plpgsql as $$
      begin
        if new.status <> 'booked' then
          return new;
        end if;
        perform pg_advisory_xact_lock_shared(7301, workshop_day_bucket(new.preferred_date));
        if exists (
          select 1 from blocked_period p
          where p.start_date <= new.preferred_date and p.end_date >= new.preferred_date
            -- 30: SLOT_MINUTES in opening-hours.ts
            and blocked_period_covers(p.start_date, p.start_time, p.end_date, p.end_time, new.preferred_date, new.preferred_time, 30)
        ) then
          raise exception 'the workshop is not taking bookings at % %', new.preferred_date, new.preferred_time
            using errcode = 'check_violation', constraint = 'appointment_outside_blocked_periods';
        end if;
        return new;
      end
      $$;`);
    this.addSql(`create trigger appointment_refuse_blocked before insert on "appointment"
      for each row execute function appointment_refuse_blocked();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists appointment_refuse_blocked on "appointment";`);
    this.addSql(`drop function if exists appointment_refuse_blocked();`);
    this.addSql(`drop function if exists workshop_day_bucket(text);`);
    this.addSql(`drop function if exists blocked_period_covers(text, text, text, text, text, text, int);`);
  }
}
