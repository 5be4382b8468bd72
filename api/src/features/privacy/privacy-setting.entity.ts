/**
 * The retention of contact messages and stored mail copies (one row, `retention`): off until an
 * owner turns it on; then those older than `months` are de-identified once a day.
 */
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'privacy_setting' })
export class PrivacySetting {
  @PrimaryKey({ type: 'string', length: 20 })
  /** 'retention'. */
  key!: string;

  @Property({ type: 'boolean' })
  enabled!: boolean;

  @Property({ type: 'integer' })
  months!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  savedAt!: Date;

  @Property({ type: 'string', length: 100 })
  savedBy!: string;
}
