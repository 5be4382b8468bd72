/** A stored file (a rendered PDF): its bytes live in the database with their SHA-256. */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';

export const DOCUMENT_KINDS = ['quote', 'invoice', 'signed-terms', 'report', 'inspection-photo', 'purchase-order'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

@ObjectType({ description: 'A stored document (PDF): its metadata; the bytes are served by the document links.' })
@Entity({ tableName: 'document' })
@Index({ name: 'document_kind_index', properties: ['kind'] })
export class Document {
  @Field(() => ID, { name: 'id', description: '24 lowercase hex characters.' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => String, { description: 'quote, invoice, signed-terms, report, inspection-photo or purchase-order.' })
  @Property({ type: 'string', length: 20 })
  kind!: DocumentKind;

  @Field(() => String, { description: 'The name it is downloaded as, e.g. Quote-Q000123-ABC123.pdf.' })
  @Property({ type: 'string', length: 200 })
  filename!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  /** Never selected unless asked for (lists stay light): `populate: ['bytes']`. */
  @Property({ type: 'blob', columnType: 'bytea', lazy: true })
  bytes!: Buffer;

  @Field(() => String, { description: 'SHA-256 of the bytes, lowercase hex.' })
  @Property({ type: 'string', columnType: 'char(64)' })
  sha256!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  @Property({ type: 'integer' })
  size!: number;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
