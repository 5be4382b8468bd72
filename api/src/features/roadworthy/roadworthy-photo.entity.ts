/**
 * A photo of one item of a job card's roadworthy inspection: the re-encoded image and its
 * thumbnail, both stored documents, which go with the row (the database's own rule).
 */
import { Entity, Index } from '@mikro-orm/decorators/legacy';
import { ChecklistPhoto } from '../inspections/public.js';

@Entity({ tableName: 'roadworthy_photo' })
@Index({ name: 'roadworthy_photo_card_index', properties: ['jobCard', 'createdAt'] })
export class RoadworthyPhoto extends ChecklistPhoto {}
