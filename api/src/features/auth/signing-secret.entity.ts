/**
 * The generated secret that signs admin tokens (when JWT_SECRET is not set), in a table of its own
 * so that backups leave its rows out (SECRET_TABLES in db/backup-manifest.ts): a backup can be
 * copied around, the secret must not travel with it.
 */
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'signing_secret' })
export class SigningSecret {
  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'text' })
  value!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
