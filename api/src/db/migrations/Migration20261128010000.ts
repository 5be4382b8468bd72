import { Migration } from '@mikro-orm/migrations';

/** A job card started from a booking (one card per booking), and the vehicle's make, model, year and odometer on the card. */
export class Migration20261128010000 extends Migration {
  override name = 'Migration20261128010000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "job_card" add "appointment_id" char(24) null, add "vehicle_make" varchar(100) null, add "vehicle_model" varchar(100) null, add "vehicle_year" int null, add "odometer_km" int null;`);
    this.addSql(`alter table "job_card" add constraint "job_card_appointment_id_foreign" foreign key ("appointment_id") references "appointment" ("_id") on delete set null;`);
    this.addSql(`alter table "job_card" add constraint "job_card_appointment_unique" unique ("appointment_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "job_card" drop constraint "job_card_appointment_id_foreign";`);
    this.addSql(`alter table "job_card" drop constraint "job_card_appointment_unique";`);
    this.addSql(`alter table "job_card" drop column "appointment_id", drop column "vehicle_make", drop column "vehicle_model", drop column "vehicle_year", drop column "odometer_km";`);
  }
}
