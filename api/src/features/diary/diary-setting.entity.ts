/**
 * The diary's one setting row (id 1): how many vehicles can be booked into one half hour. The
 * appointment's slot-capacity triggers read it on every booking and move (db/sql/appointment-*.sql). Until
 * staff save a number, it follows WORKSHOP_BAYS (set at every start); once saved, it is theirs.
 */
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'diary_setting' })
@Check({ name: 'diary_setting_one_row', expression: '"id" = 1' })
@Check({ name: 'diary_setting_bays_range', expression: '"bays" >= 1 and "bays" <= 20' })
export class DiarySetting {
  /** Always 1: there is one workshop. */
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'integer' })
  bays!: number;

  /** When staff saved the number; null while it follows WORKSHOP_BAYS. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  savedAt?: Date | null;

  @Property({ type: 'string', length: 100, nullable: true })
  savedBy?: string | null;
}
