/** A single-use, short-lived password reset link; only the token's hash is stored. */
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { newId } from '../../shared/ids.js';

@Entity({ tableName: 'password_reset_token' })
export class PasswordResetToken {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Property({ type: 'string', columnType: 'char(24)' })
  adminId!: string;

  /** sha256 of the token, hex */
  @Property({ type: 'string', columnType: 'char(64)', unique: 'password_reset_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
