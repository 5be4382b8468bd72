/**
 * The digital inspection: the workshop's list of checks (`inspection_check`), a job card's copy of
 * it with the ratings, notes and readings (`inspection_item`), and the photos of each check
 * (`inspection_photo`, the image and its thumbnail stored as documents, with their SHA-256).
 */
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import type { MeasurementField } from './measurement.js';
import { ChecklistPhoto } from './checklist-photo.js';

export enum InspectionRating {
  good = 'good',
  soon = 'soon',
  urgent = 'urgent',
}
/** How the customer reads them (quote page, PDF, email): urgent first, then soon, then good. */
export const RATING_ORDER: Readonly<Record<InspectionRating, number>> = { urgent: 0, soon: 1, good: 2 };

registerEnumType(InspectionRating, { name: 'InspectionRating', description: 'good: green; soon: needs attention soon (amber); urgent: red.' });

/** What a job card's check copies of the workshop's: its area, label and place in the list (columns of both tables). */
abstract class CheckPlace {
  @Property({ type: 'string', length: 60 })
  area!: string;

  @Property({ type: 'string', length: 120 })
  label!: string;

  @Property({ type: 'integer' })
  position!: number;
}

/** One check of the workshop's list, in its place. */
@Entity({ tableName: 'inspection_check' })
export class InspectionCheck extends CheckPlace {
  @PrimaryKey({ type: 'string', length: 40 })
  key!: string;

  @Property({ type: 'json' })
  measurements: MeasurementField[] & Opt = [];

  /** Hidden checks stay for the cards that have them, and are left out of new inspections. */
  @Property({ type: 'boolean' })
  hidden: boolean & Opt = false;
}

/** A check as a job card was inspected with it. */
@Entity({ tableName: 'inspection_item' })
@Unique({ name: 'inspection_item_card_key_unique', properties: ['jobCard', 'key'] })
export class InspectionItem extends CheckPlace {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @ManyToOne(() => JobCard, { deleteRule: 'cascade', fieldName: 'job_card_id' })
  jobCard!: Rel<JobCard>;

  @Property({ type: 'string', length: 40 })
  key!: string;

  @Property({ type: 'json' })
  measurementFields: MeasurementField[] & Opt = [];

  @Enum({ items: () => InspectionRating, nullable: true })
  rating?: InspectionRating | null;

  @Property({ type: 'text' })
  note: string & Opt = '';

  /** Readings by measurement key, e.g. `{ fl: 4.5, fr: 4 }` (mm). */
  @Property({ type: 'json' })
  measurements: Record<string, number> & Opt = {};

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  updatedAt?: Date | null;
}

/** A photo of one check of a job card: the re-encoded image and its thumbnail, both stored documents. */
@Entity({ tableName: 'inspection_photo' })
@Index({ name: 'inspection_photo_card_index', properties: ['jobCard', 'createdAt'] })
export class InspectionPhoto extends ChecklistPhoto {}
