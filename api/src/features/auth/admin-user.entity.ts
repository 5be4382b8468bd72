/** A member of the workshop's staff who can sign in to the back office. */
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { newId } from '../../shared/ids.js';

@Entity({ tableName: 'admin_user' })
export class AdminUser {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Unique({ name: 'admin_user_username_unique' })
  @Property({ type: 'string', length: 100 })
  username!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  /** scrypt$N$r$p$salt$hash */
  @Property({ type: 'string', length: 300 })
  passwordHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  passwordChangedAt?: Date | null;
}
