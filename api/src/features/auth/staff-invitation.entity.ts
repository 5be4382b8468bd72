/** An owner's invitation to join the staff: a one-use link, valid 72 hours; only the token's hash is stored. */
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { newId } from '../../shared/ids.js';
import { StaffRole } from './staff-role.js';

@Entity({ tableName: 'staff_invitation' })
export class StaffInvitation {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  /** sha256 of the link's token, hex */
  @Property({ type: 'string', columnType: 'char(64)', unique: 'staff_invitation_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  /** The role the account gets when the invitation is accepted. */
  @Enum({ items: () => StaffRole })
  role!: StaffRole;

  /** The owner who sent it. */
  @Property({ type: 'string', columnType: 'char(24)' })
  invitedBy!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  acceptedAt?: Date | null;

  /** The account made by accepting it. */
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  adminId?: string | null;
}
