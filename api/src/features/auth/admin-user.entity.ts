/** A member of the workshop's staff who can sign in to the back office. */
import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { newId } from '../../shared/ids.js';
import { StaffRole } from './staff-role.js';

@Entity({ tableName: 'admin_user' })
export class AdminUser {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Unique({ name: 'admin_user_username_unique' })
  @Property({ type: 'string', length: 100 })
  username!: string;

  /** The display name ("Sam Taylor"): what the team list and the audit trail show. */
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  /** scrypt$N$r$p$salt$hash */
  @Property({ type: 'string', length: 300 })
  passwordHash!: string;

  /** What the account may do: owners everything, service advisers the front office, technicians the floor. */
  @Enum({ items: () => StaffRole, default: StaffRole.ADVISER })
  role: StaffRole & Opt = StaffRole.ADVISER;

  /** Owners manage the team, the security setting and read the whole audit trail. */
  get owner(): boolean & Opt {
    return this.role === StaffRole.OWNER;
  }

  /** Set: the account cannot sign in and every token of it is refused. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  disabledAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  passwordChangedAt?: Date | null;

  /** Tokens issued before this are refused (set when the account is disabled, so none comes back when it is enabled). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sessionsEndedAt?: Date | null;

  /** The confirmed TOTP secret (base32); null while two-factor sign-in is off. */
  @Property({ type: 'string', length: 64, nullable: true })
  mfaSecret?: string | null;

  /** A secret handed out by 'set up two-factor' and not confirmed with a code yet. */
  @Property({ type: 'string', length: 64, nullable: true })
  mfaPendingSecret?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  mfaEnabledAt?: Date | null;

  /** The 30-second step of the last TOTP code accepted: a code of this step or an earlier one is refused (each code works once). */
  @Property({ type: 'bigint', nullable: true })
  lastTotpStep?: string | null;
}
