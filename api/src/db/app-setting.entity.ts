/** Small named values the whole deployment shares (e.g. the generated JWT secret), so every instance agrees. */
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

@Entity({ tableName: 'app_setting' })
export class AppSetting {
  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'text' })
  value!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
