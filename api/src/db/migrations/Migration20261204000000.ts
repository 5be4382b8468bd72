import { Migration } from '@mikro-orm/migrations';

interface MeasurementField {
  key: string;
  label: string;
  unit: string;
}

const wheels: MeasurementField[] = [
  { key: 'fl', label: 'Front left', unit: 'mm' },
  { key: 'fr', label: 'Front right', unit: 'mm' },
  { key: 'rl', label: 'Rear left', unit: 'mm' },
  { key: 'rr', label: 'Rear right', unit: 'mm' },
];

/** The standard inspection as the list begins (staff edit it from then on; changing this list changes nothing already migrated). */
const STANDARD_CHECKS: ReadonlyArray<{ key: string; area: string; label: string; measurements: MeasurementField[] }> = [
  { key: 'tyre-tread', area: 'Tyres', label: 'Tread depth', measurements: wheels },
  { key: 'tyre-condition', area: 'Tyres', label: 'Tyre condition and pressures', measurements: [] },
  { key: 'spare-tyre', area: 'Tyres', label: 'Spare tyre', measurements: [] },
  {
    key: 'brake-pads',
    area: 'Brakes',
    label: 'Pad thickness',
    measurements: [
      { key: 'front', label: 'Front', unit: 'mm' },
      { key: 'rear', label: 'Rear', unit: 'mm' },
    ],
  },
  { key: 'brake-discs', area: 'Brakes', label: 'Discs and drums', measurements: [] },
  { key: 'brake-lines', area: 'Brakes', label: 'Brake lines and hoses', measurements: [] },
  { key: 'engine-oil', area: 'Fluids', label: 'Engine oil level and condition', measurements: [] },
  { key: 'coolant', area: 'Fluids', label: 'Coolant level and strength', measurements: [] },
  { key: 'brake-fluid', area: 'Fluids', label: 'Brake fluid', measurements: [] },
  { key: 'other-fluids', area: 'Fluids', label: 'Transmission and power steering fluid', measurements: [] },
  { key: 'battery', area: 'Battery', label: 'Battery test', measurements: [{ key: 'volts', label: 'Voltage', unit: 'V' }] },
  { key: 'lights', area: 'Lights', label: 'Head, tail, brake and indicator lights', measurements: [] },
  { key: 'wipers', area: 'Wipers', label: 'Wiper blades and washers', measurements: [] },
  { key: 'shocks', area: 'Suspension and steering', label: 'Shock absorbers and springs', measurements: [] },
  { key: 'steering', area: 'Suspension and steering', label: 'Steering, tie rods and ball joints', measurements: [] },
  { key: 'bushes', area: 'Suspension and steering', label: 'Bushes and CV boots', measurements: [] },
  { key: 'drive-belts', area: 'Belts and hoses', label: 'Drive belts', measurements: [] },
  { key: 'hoses', area: 'Belts and hoses', label: 'Radiator and heater hoses', measurements: [] },
  { key: 'leaks', area: 'Leaks', label: 'Oil, coolant and fuel leaks', measurements: [] },
  { key: 'exhaust', area: 'Exhaust', label: 'Exhaust system and mounts', measurements: [] },
  { key: 'body', area: 'Body', label: 'Body, glass and mirrors', measurements: [] },
];

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Digital inspections: the workshop's list of checks (the standard twenty-one to begin with), a
 * job card's copy with ratings, notes and readings, and its photos (stored documents, which go
 * with the photo: deleting a photo, or the card, deletes its image and thumbnail too).
 */
export class Migration20261204000000 extends Migration {
  override name = 'Migration20261204000000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "inspection_check" ("key" varchar(40) not null, "area" varchar(60) not null, "label" varchar(120) not null, "measurements" jsonb not null, "position" int not null, "hidden" boolean not null default false, primary key ("key"));`,
    );
    const rows = STANDARD_CHECKS.map((c, i) => `(${text(c.key)}, ${text(c.area)}, ${text(c.label)}, ${text(JSON.stringify(c.measurements))}::jsonb, ${i + 1}, false)`);
    this.addSql(`insert into "inspection_check" ("key", "area", "label", "measurements", "position", "hidden") values ${rows.join(', ')};`);
    this.addSql(
      `create table "inspection_item" ("_id" char(24) not null, "job_card_id" char(24) not null, "key" varchar(40) not null, "area" varchar(60) not null, "label" varchar(120) not null, "measurement_fields" jsonb not null, "position" int not null, "rating" text check ("rating" in ('good', 'soon', 'urgent')) null, "note" text not null default '', "measurements" jsonb not null, "updated_at" timestamptz null, primary key ("_id"));`,
    );
    this.addSql(`alter table "inspection_item" add constraint "inspection_item_card_key_unique" unique ("job_card_id", "key");`);
    this.addSql(`alter table "inspection_item" add constraint "inspection_item_job_card_id_foreign" foreign key ("job_card_id") references "job_card" ("_id") on delete cascade;`);
    this.addSql(
      `create table "inspection_photo" ("_id" char(24) not null, "job_card_id" char(24) not null, "item_key" varchar(40) not null, "image_document_id" char(24) not null, "thumbnail_document_id" char(24) not null, "width" int not null, "height" int not null, "bytes" int not null, "created_at" timestamptz not null, primary key ("_id"));`,
    );
    this.addSql(`create index "inspection_photo_card_index" on "inspection_photo" ("job_card_id", "created_at");`);
    this.addSql(`alter table "inspection_photo" add constraint "inspection_photo_job_card_id_foreign" foreign key ("job_card_id") references "job_card" ("_id") on delete cascade;`);
    // A photo's image and thumbnail go with it, however it goes (deleted by staff, or with its card).
    this.addSql(`create or replace function inspection_photo_documents_gone() returns trigger language plpgsql as $$
      begin
        delete from document where _id in (old.image_document_id, old.thumbnail_document_id);
        return old;
      end
      $$;`);
    this.addSql(`create trigger "inspection_photo_documents_gone" after delete on "inspection_photo" for each row execute function inspection_photo_documents_gone();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "inspection_photo" cascade;`);
    this.addSql(`drop function if exists inspection_photo_documents_gone();`);
    this.addSql(`drop table if exists "inspection_item" cascade;`);
    this.addSql(`drop table if exists "inspection_check" cascade;`);
  }
}
