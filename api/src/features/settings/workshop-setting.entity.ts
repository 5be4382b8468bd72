/**
 * The workshop's other settings an owner saves in the app, one row per setting (its key): the
 * pricing basis, the opening hours, the services offered, the review link. A missing row means the
 * setting still follows its default (the environment's value, or the built-in rule).
 */
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'workshop_setting' })
export class WorkshopSettingRow {
  /** 'pricing', 'openingHours', 'services', 'reviews'. */
  @PrimaryKey({ type: 'string', length: 40 })
  key!: string;

  /** The setting's value as the api checked it. */
  @Property({ type: 'json', columnType: 'jsonb' })
  value!: unknown;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  savedAt!: Date;

  @Property({ type: 'string', length: 100 })
  savedBy!: string;
}
