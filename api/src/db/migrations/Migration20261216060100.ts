import { Migration } from '@mikro-orm/migrations';

/**
 * A booking staff take by phone may have no vehicle year (the caller gives the rego, or the make and
 * model). Vehicles keep one spelling of make and model: those typed all in lower-case words take
 * capitals, as the api now writes them ('toyota' → 'Toyota'; 'BMW', 'i30' as they are).
 */
export class Migration20261216060100 extends Migration {
  override name = 'Migration20261216060100';

  override up(): void | Promise<void> {
    this.addSql(`alter table "appointment" alter column "vehicle_year" drop not null;`);
    // Words of lower-case letters only ('i30', 'cx-5' are a model's own spelling: left as they are).
    this.addSql(`update "vehicle" set make = initcap(make) where make ~ '^[a-z]+( [a-z]+)*$';`);
    this.addSql(`update "vehicle" set model = initcap(model) where model ~ '^[a-z]+( [a-z]+)*$';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "appointment" set vehicle_year = 0 where vehicle_year is null;`);
    this.addSql(`alter table "appointment" alter column "vehicle_year" set not null;`);
  }
}
