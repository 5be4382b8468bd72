/**
 * An API key an owner made for an integration: its name, its scopes, when it expires and when it
 * was last used and from where. Only the SHA-256 of the key is kept (the key itself is shown once,
 * when it is made); `prefix` is its first characters, so the owner can tell keys apart.
 */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';

@ObjectType({ description: 'A key an integration calls the API with (owners).' })
@Entity({ tableName: 'api_key' })
export class ApiKey {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => String, { description: 'What the key is for, e.g. "Accounting export"; the audit trail names its changes by it.' })
  @Property({ type: 'string', length: 80 })
  name!: string;

  @Field(() => [String], { description: 'What it may call, e.g. ["invoices:read", "customers:read"].' })
  @Property({ type: 'json', columnType: 'jsonb' })
  scopes!: string[];

  /** The SHA-256 (hex) of the whole key. */
  @Index({ name: 'api_key_token_hash_unique', expression: 'create unique index "api_key_token_hash_unique" on "api_key" ("token_hash")' })
  @Property({ type: 'string', columnType: 'char(64)' })
  tokenHash!: string;

  @Field(() => String, { description: 'The key’s first characters, e.g. "tac_Ab3xY9k2", to tell keys apart.' })
  @Property({ type: 'string', length: 16 })
  prefix!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Field(() => String, { description: 'The owner who made it.' })
  @Property({ type: 'string', length: 200 })
  createdByName!: string;

  @Field(() => Date, { nullable: true, description: 'When it stops working (null: until revoked).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Its last call (null: never used).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'The address its last call came from.' })
  @Property({ type: 'string', length: 64, nullable: true })
  lastUsedIp?: string | null;

  @Field(() => String, { nullable: true, description: 'What its last call was, e.g. "GraphQL query invoices" or "GET /api/admin/invoices".' })
  @Property({ type: 'string', length: 200, nullable: true })
  lastUsedFor?: string | null;

  @Field(() => Date, { nullable: true, description: 'When an owner revoked it (null: not revoked).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;
}
