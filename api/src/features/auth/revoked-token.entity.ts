/** An admin token ended by logout before its expiry; kept until it would have expired anyway. */
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'revoked_token' })
export class RevokedToken {
  /** The token's `jti`. */
  @PrimaryKey({ type: 'string', length: 64 })
  jti!: string;

  @Property({ type: 'string', columnType: 'char(24)' })
  adminId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', index: 'revoked_token_expires_at_index' })
  expiresAt!: Date;
}
