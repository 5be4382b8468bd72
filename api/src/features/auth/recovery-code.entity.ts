/** One of an account's ten one-use recovery codes (two-factor sign-in without the phone); only its hash is stored. */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { newId } from '../../shared/ids.js';

@Entity({ tableName: 'admin_recovery_code' })
@Index({ name: 'admin_recovery_code_admin_index', properties: ['adminId'] })
export class RecoveryCode {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Property({ type: 'string', columnType: 'char(24)' })
  adminId!: string;

  /** sha256 of the code as typed without spaces or dashes, lower case, hex */
  @Property({ type: 'string', columnType: 'char(64)' })
  codeHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}
