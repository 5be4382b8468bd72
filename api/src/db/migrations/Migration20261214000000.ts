import { Migration } from '@mikro-orm/migrations';

/**
 * An appointment gets a reference of its own, what its emails print: the id they printed alone
 * cancels the booking. Eight characters with no 0/O or 1/I; existing appointments get one too.
 * The column's default, appointment_reference(), serves rows written by SQL (the api writes its
 * own from a cryptographic source); a reference is no secret, so random() will do there.
 * An outbox message gets a random key of its own for its Message-ID, which was `outbox-{row id}`
 * and so the same in every installation; the key is the row's, so a retry keeps the Message-ID.
 */
export class Migration20261214000000 extends Migration {
  override name = 'Migration20261214000000';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function appointment_reference() returns text language sql volatile as $$
      select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1), '') from generate_series(1, 8)
    $$;`);
    this.addSql(`alter table "appointment" add column "reference" char(8) not null default appointment_reference();`);
    this.addSql(`do $$ begin
      while exists (select 1 from appointment group by reference having count(*) > 1) loop
        update appointment set reference = appointment_reference()
        where _id in (select _id from (select _id, row_number() over (partition by reference order by _id) as n from appointment) d where d.n > 1);
      end loop;
    end $$;`);
    this.addSql(`alter table "appointment" add constraint "appointment_reference_unique" unique ("reference");`);
    this.addSql(`alter table "outbox_message" add column "message_key" uuid not null default gen_random_uuid();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox_message" drop column if exists "message_key";`);
    this.addSql(`alter table "appointment" drop constraint if exists "appointment_reference_unique";`);
    this.addSql(`alter table "appointment" drop column if exists "reference";`);
    this.addSql(`drop function if exists appointment_reference();`);
  }
}
