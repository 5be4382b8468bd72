/**
 * Roadworthy inspections (Victoria): the workshop's checklist of what a Licensed Vehicle Tester
 * inspects, a job card's inspection (its being there makes the card a roadworthy card), and each
 * tester's number. A card keeps the copy of the items it was inspected with whatever the list becomes.
 */
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

/** One item of the workshop's roadworthy checklist. */
@ObjectType({ description: 'An item of the workshop’s roadworthy checklist (admin).' })
@Entity({ tableName: 'roadworthy_check' })
export class RoadworthyCheck {
  @Field(() => String)
  @PrimaryKey({ type: 'string', length: 40 })
  key!: string;

  @Field(() => String, { description: 'The guide’s group, e.g. "Brakes".' })
  @Property({ type: 'string', length: 60, fieldName: 'group_name' })
  group!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 160 })
  label!: string;

  @Property({ type: 'integer' })
  position!: number;

  @Field(() => Boolean, { description: 'Hidden items are left off new inspections.' })
  @Property({ type: 'boolean', default: false })
  hidden: boolean & Opt = false;
}

/** An item of a card's inspection: what was checked and how it went. */
export interface RoadworthyItem {
  key: string;
  group: string;
  label: string;
  result: 'pass' | 'fail' | null;
  note: string;
}

/** A job card's roadworthy inspection, keyed by the card. */
@Entity({ tableName: 'roadworthy_inspection' })
export class RoadworthyInspection {
  @PrimaryKey({ type: 'string', columnType: 'char(24)', fieldName: 'job_card_id' })
  jobCardId!: string;

  /** The failed inspection this one re-tests (its failed items only), if any. */
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  retestOf?: string | null;

  @Property({ type: 'json' })
  items!: RoadworthyItem[];

  @Property({ type: 'string', length: 4, nullable: true })
  result?: 'pass' | 'fail' | null;

  @Property({ type: 'string', length: 40, nullable: true })
  certificateNumber?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  testerName?: string | null;

  @Property({ type: 'string', length: 40, nullable: true })
  testerNumber?: string | null;

  /** The workshop day it was last saved with a result, yyyy-MM-dd. */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  inspectedOn?: string | null;

  /** The day a pass's certificate was issued, yyyy-MM-dd. */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  issuedOn?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt!: Date;
}

/** A member of staff's Licensed Vehicle Tester number. */
@Entity({ tableName: 'roadworthy_tester' })
export class RoadworthyTester {
  @PrimaryKey({ type: 'string', columnType: 'char(24)', fieldName: 'admin_user_id' })
  adminUserId!: string;

  @Property({ type: 'string', length: 40 })
  testerNumber!: string;
}
