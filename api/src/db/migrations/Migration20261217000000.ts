import { Migration } from '@mikro-orm/migrations';
import { rulesSql, type SqlName } from '../sql.js';

/** The rules this migration applies, each with the version of its file it was written for: every file of db/sql/ there was. */
const RULES: Partial<Record<SqlName, string>> = {
  'appointment-before-insert': 'c085e89067cf',
  'appointment-reference': '1f9b1d91116a',
  'appointment-refuse-blocked': 'b5a910101b3b',
  'appointment-slot-capacity': 'fa6a828cd4c6',
  'audit-event-append-only': '06cda7e213f6',
  'blocked-period-covers': 'f67f61b7223f',
  'contact-query-customer-link': 'f83a759c4d90',
  'customer-email-key': '33ec2d25b447',
  'customer-for': '91b33069b584',
  'customer-phone-key': '9e5baf1b0fb6',
  'inspection-photo-documents-gone': '8f185bcb68a8',
  'invoice-customer-link': '0d105f014dc1',
  'invoice-customer-relink': '0ab4949ef37e',
  'invoice-vehicle-link': 'a8099683d1e1',
  'job-card-customer-link': '64f4c4876522',
  'job-card-customer-relink': '515552c83695',
  'job-card-odometer': 'f8758ce40e8d',
  'job-card-vehicle-link': 'ec925bb1c86a',
  'outbox-claim': 'd6516718f27a',
  'quote-customer': '54dfc802e740',
  'vehicle-seen': '3c126428a8ce',
  'workshop-day-bucket': '69a87d20bc3d',
  'workshop-slot-key': '3322f13bd8b0',
};

/**
 * The database's functions and triggers from their current definitions (db/sql/, db/sql.ts):
 * each answers as it did. The slot length and the advisory lock classes come from
 * shared/booking-slots.ts, and a slot's lock key is counted from the slot length (the same keys).
 * The link functions that no trigger calls since the booking's one insert trigger
 * (appointment_customer_link, appointment_vehicle_link) are dropped.
 *
 * From here on a rule is changed by its file and a migration that applies it again
 * (`rulesSql({ '<name>': '<its version>' })`). A database migrated from scratch applies the newest
 * text here already: function bodies are not checked against the tables as they are applied, but a
 * trigger on a table or column made later belongs in a file of its own, applied by the migration
 * after that table.
 */
export class Migration20261217000000 extends Migration {
  override name = 'Migration20261217000000';

  override up(): void | Promise<void> {
    for (const statements of rulesSql(RULES)) this.addSql(statements);
    this.addSql(`drop function if exists appointment_customer_link();`);
    this.addSql(`drop function if exists appointment_vehicle_link();`);
  }

  // The rules applied above answer as the ones they replaced; the two unused link functions come back
  // for the earlier migrations' down steps.
  override down(): void | Promise<void> {
    this.addSql(`create or replace function appointment_customer_link() returns trigger language plpgsql as $$
        begin
          new.customer_id := customer_for(new.email, new.phone, new.full_name);
          return new;
        end
        $$;`);
    this.addSql(`create or replace function appointment_vehicle_link() returns trigger language plpgsql as $$
      declare k text := upper(regexp_replace(coalesce(new.registration, ''), '\\s', '', 'g'));
      begin
        if k <> '' and length(k) <= 20 then
          perform vehicle_seen(k, new.registration, new.vehicle_make, new.vehicle_model, new.vehicle_year, new.customer_id, now());
        end if;
        return new;
      end
      $$;`);
  }
}
