import { Migration } from '@mikro-orm/migrations';

/**
 * The workshop's warranty against defects, stated on every invoice (12 months or 20,000 km until
 * an owner changes it), and the car an invoice was issued for (make, model, year, odometer, VIN,
 * job number), kept with the invoice so its copies and receipts print what it was issued with.
 */
export class Migration20261216070000 extends Migration {
  override name = 'Migration20261216070000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "business_settings" add column "warranty_months" int not null default 12, add column "warranty_km" int not null default 20000;`);
    this.addSql(`alter table "invoice" add column "vehicle_details" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice" drop column if exists "vehicle_details";`);
    this.addSql(`alter table "business_settings" drop column if exists "warranty_months", drop column if exists "warranty_km";`);
  }
}
