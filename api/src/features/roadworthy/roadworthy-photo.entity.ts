/**
 * A photo of one item of a job card's roadworthy inspection: the re-encoded image and its
 * thumbnail, both stored documents, which go with the row (the database's own rule).
 */
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { newId } from '../../shared/ids.js';
import { JobCard } from '../jobcards/jobcard.entity.js';

@Entity({ tableName: 'roadworthy_photo' })
@Index({ name: 'roadworthy_photo_card_index', properties: ['jobCard', 'createdAt'] })
export class RoadworthyPhoto {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @ManyToOne(() => JobCard, { deleteRule: 'cascade', fieldName: 'job_card_id' })
  jobCard!: Rel<JobCard>;

  /** The inspection item's key. */
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
