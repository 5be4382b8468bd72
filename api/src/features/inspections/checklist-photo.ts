/**
 * The columns of a photo of one item of a job card's checklist (an inspection check, a roadworthy
 * item): the re-encoded image and its thumbnail, both stored documents with their size. Each
 * checklist's table is an entity of its own over these columns.
 */
import { ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { newId } from '../../shared/ids.js';
import { JobCard } from '../jobcards/jobcard.entity.js';

export abstract class ChecklistPhoto {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @ManyToOne(() => JobCard, { deleteRule: 'cascade', fieldName: 'job_card_id' })
  jobCard!: Rel<JobCard>;

  /** The check's or item's key. */
  @Property({ type: 'string', length: 40 })
  itemKey!: string;

  @Property({ type: 'string', columnType: 'char(24)' })
  imageDocumentId!: string;

  @Property({ type: 'string', columnType: 'char(24)' })
  thumbnailDocumentId!: string;

  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  /** The stored image's size in bytes. */
  @Property({ type: 'integer' })
  bytes!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
