/**
 * One signed-in session: a token (its `jti` is the id) with the browser and address it was made
 * from, so staff can see their sessions and end them. Ended sessions keep their row (ended_at).
 */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'admin_session' })
@Index({ name: 'admin_session_admin_index', properties: ['adminId', 'createdAt'] })
export class AdminSession {
  /** The token's `jti`. */
  @PrimaryKey({ type: 'string', length: 64 })
  _id!: string;

  @Property({ type: 'string', columnType: 'char(24)' })
  adminId!: string;

  @Property({ type: 'string', length: 300 })
  userAgent!: string;

  @Property({ type: 'string', length: 64 })
  ip!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  /** Written at most once a minute per session (not on every request). */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastSeenAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  /** Logout, 'end session', a password change or the account disabled. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  endedAt?: Date | null;
}
