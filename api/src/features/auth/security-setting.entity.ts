/** The workshop's security settings an owner saves: one row (id 1), made by its migration. */
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'security_setting' })
@Check({ name: 'security_setting_one_row', expression: '"id" = 1' })
export class SecuritySetting {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  /** Every account must turn on two-factor sign-in (until it has, /me answers mfaSetupRequired). */
  @Property({ type: 'boolean', default: false })
  requireMfa!: boolean;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  savedAt?: Date | null;

  @Property({ type: 'string', length: 100, nullable: true })
  savedBy?: string | null;
}
