import { Migration } from '@mikro-orm/migrations';

/**
 * A slot's advisory-lock key (function workshop_slot_key): its day since 2000 and its half hour of
 * the day, folded into 251 keys. Advisory locks are held to the end of the transaction and each
 * takes a place in the server's lock table: a transaction writing years of appointments at once
 * (a seed, a restore) would otherwise hold one per slot and run out of shared memory. Two slots
 * that share a key only wait for each other; the count is always of the one slot.
 */
const WORKSHOP_SLOT_KEY = `(((slot_date::date - date '2000-01-01') * 48 + split_part(slot_time, ':', 1)::int * 2 + split_part(slot_time, ':', 2)::int / 30) % 251)::int`;

/**
 * The workshop diary: bays. A half hour holds as many booked appointments as the workshop has
 * bays (`diary_setting.bays`, one row), and the database decides every race, as the unique index
 * did for one bay: a trigger takes the slot's advisory lock, counts the booked appointments that
 * hold it (PL/pgSQL runs each query with a fresh snapshot, so it sees one committed while it
 * waited) and, when the slot is full, skips the insert (the booking writer reads that as 'taken',
 * as it read ON CONFLICT DO NOTHING) or refuses the update (a reschedule) with a unique violation.
 * Named to fire before the customer trigger, so a skipped booking makes no customer.
 *
 * Moving an appointment is an update of its date and time: the blocked-period guard now checks
 * updates too. `calendar_sequence` counts the moves, for the SEQUENCE of its calendar invitation.
 */
export class Migration20261203000000 extends Migration {
  override name = 'Migration20261203000000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "diary_setting" ("id" int not null, "bays" int not null, "saved_at" timestamptz null, "saved_by" varchar(100) null, primary key ("id"),
        constraint "diary_setting_one_row" check ("id" = 1), constraint "diary_setting_bays_range" check ("bays" >= 1 and "bays" <= 20));`,
    );
    this.addSql(`insert into "diary_setting" ("id", "bays") values (1, 1);`);
    this.addSql(`alter table "appointment" add column "calendar_sequence" int not null default 0;`);
    this.addSql(`drop index if exists "appointment_booked_slot_unique";`);
    this.addSql(`create index "appointment_booked_slot_index" on "appointment" ("preferred_date", "preferred_time") where status = 'booked';`);
    this.addSql(`create or replace function workshop_slot_key(slot_date text, slot_time text) returns int language sql immutable parallel safe as $$
        select ${WORKSHOP_SLOT_KEY}
      $$;`);
    this.addSql(`create or replace function appointment_slot_capacity() returns trigger language plpgsql as $$
      declare
        capacity int;
        held int;
      begin
        if new.status <> 'booked' then
          return new;
        end if;
        if tg_op = 'UPDATE' and old.status = 'booked' and old.preferred_date = new.preferred_date and old.preferred_time = new.preferred_time then
          return new;
        end if;
        perform pg_advisory_xact_lock(7302, workshop_slot_key(new.preferred_date, new.preferred_time));
        select coalesce((select s.bays from diary_setting s where s.id = 1), 1) into capacity;
        select count(*) into held from appointment a
          where a.preferred_date = new.preferred_date and a.preferred_time = new.preferred_time and a.status = 'booked' and a._id <> new._id;
        if held < capacity then
          return new;
        end if;
        if tg_op = 'INSERT' then
          return null;
        end if;
        raise exception 'every bay is booked at % %', new.preferred_date, new.preferred_time
          using errcode = 'unique_violation', constraint = 'appointment_slot_capacity';
      end
      $$;`);
    this.addSql(`create trigger "appointment_capacity" before insert or update of preferred_date, preferred_time, status on "appointment"
      for each row execute function appointment_slot_capacity();`);
    this.addSql(`drop trigger if exists "appointment_refuse_blocked" on "appointment";`);
    this.addSql(`create trigger "appointment_refuse_blocked" before insert or update of preferred_date, preferred_time, status on "appointment"
      for each row execute function appointment_refuse_blocked();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "appointment_refuse_blocked" on "appointment";`);
    this.addSql(`create trigger "appointment_refuse_blocked" before insert on "appointment" for each row execute function appointment_refuse_blocked();`);
    this.addSql(`drop trigger if exists "appointment_capacity" on "appointment";`);
    this.addSql(`drop function if exists appointment_slot_capacity();`);
    this.addSql(`drop function if exists workshop_slot_key(text, text);`);
    this.addSql(`drop index if exists "appointment_booked_slot_index";`);
    this.addSql(`create unique index "appointment_booked_slot_unique" on "appointment" ("preferred_date", "preferred_time") where status = 'booked';`);
    this.addSql(`alter table "appointment" drop column "calendar_sequence";`);
    this.addSql(`drop table if exists "diary_setting";`);
  }
}
