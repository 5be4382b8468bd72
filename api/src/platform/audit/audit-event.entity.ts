/**
 * The audit trail: one row per change, written in the change's own transaction by the change unit
 * (platform/changes/change-unit.ts), so no change goes unrecorded and no row describes a change that rolled
 * back. Append-only: the database refuses to update, delete or truncate it (db/sql/audit-event-append-only.sql).
 */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BigIntType, type Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import type { ActorKind } from '../../shared/actor.js';
import type { FieldChanges } from '../../shared/changes.js';

@ObjectType({ description: 'A field of a record as it was before a change and after it.' })
export class AuditFieldChange {
  @Field(() => String)
  field!: string;

  @Field(() => String, { nullable: true, description: 'The value before, as text (JSON for lists); null when it had none.' })
  before!: string | null;

  @Field(() => String, { nullable: true, description: 'The value after, as text (JSON for lists); null when it has none.' })
  after!: string | null;
}

const asText = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

@ObjectType({ description: 'One change in the audit trail: who, when, from where, what, and the values that matter before and after (admin).' })
@Entity({ tableName: 'audit_event' })
@Index({ name: 'audit_event_at_index', properties: ['at', 'id'] })
@Index({ name: 'audit_event_entity_index', properties: ['entityType', 'entityId', 'at'] })
// Staff members' changes only: customers' and the system's (every booking) have no actor id to find.
@Index({ name: 'audit_event_actor_index', properties: ['actorId', 'at'], where: 'actor_id is not null' })
export class AuditEvent {
  // Read as a string: a JS bigint (MikroORM's default for bigint) is no GraphQL ID.
  @Field(() => ID)
  @PrimaryKey({ type: new BigIntType('string'), autoincrement: true })
  id!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  at!: Date;

  @Field(() => String, { description: 'staff, customer or system.' })
  @Property({ type: 'string', length: 10 })
  actorKind!: ActorKind;

  @Field(() => String, { nullable: true, description: 'The staff account’s id; null for customers and the system.' })
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  actorId?: string | null;

  @Field(() => String, { description: 'The staff member’s username, Customer or System.' })
  @Property({ type: 'string', length: 200 })
  actorName!: string;

  @Field(() => String, { nullable: true, description: 'The caller’s address; null for the system.' })
  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Field(() => String, { description: 'What was done, e.g. jobcard.updated, invoice.paid, appointment.cancelled.' })
  @Property({ type: 'string', length: 60 })
  action!: string;

  @Field(() => String, { description: 'The kind of record: appointment, blocked_period, job_card, invoice, settings, user, …' })
  @Property({ type: 'string', length: 40 })
  entityType!: string;

  @Field(() => String, { nullable: true, description: 'The record’s id (an invoice’s number); null for one-of-a-kind records.' })
  @Property({ type: 'string', length: 64, nullable: true })
  entityId?: string | null;

  @Field(() => String, { description: 'The change in a sentence, e.g. “Job card for Alex Nguyen (ABC123): status Pending Diagnosis → Work In Progress”.' })
  @Property({ type: 'string', length: 500 })
  summary!: string;

  /** Field → [before, after], for the fields that matter. */
  @Property({ type: 'json', nullable: true })
  changes?: FieldChanges | null;

  @Field(() => [AuditFieldChange], { description: 'The fields that matter, before and after (empty when none changed or none apply).' })
  get fieldChanges(): AuditFieldChange[] & Opt {
    return Object.entries(this.changes ?? {}).map(([field, [before, after]]) => ({ field, before: asText(before), after: asText(after) }));
  }
}
