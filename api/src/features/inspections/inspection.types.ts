/** The inspection's GraphQL shapes: a check with its readings and photos, a card's inspection, the customer's part of the quote. */
import { Field, ID, InputType, ObjectType, Float } from 'type-graphql';
import { PhotoView } from '../../shared/photo-view.js';
import { InspectionRating, RATING_ORDER } from './inspection.entity.js';
import type { InspectionItemView, InspectionView } from './inspection.service.js';

@ObjectType({ description: 'A reading a check records, e.g. Front left in mm.' })
export class InspectionReadingField {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String)
  unit!: string;
}

/** A reading field with its value; its unit described for the readings alone. */
@ObjectType({ description: 'A reading of a check, e.g. the front left tread depth.' })
export class InspectionReading extends InspectionReadingField {
  @Field(() => String, { description: 'mm, V, …' })
  override unit!: string;

  @Field(() => Float, { nullable: true })
  value!: number | null;
}

/** What names a check, on a card as in the workshop's list (abstract: not in the schema itself). */
@ObjectType({ description: 'The key, area and label of a check.' })
abstract class InspectionCheckName {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  area!: string;

  @Field(() => String)
  label!: string;
}

@ObjectType({ description: 'A photo of a check: the image (at most 1600 px) and its thumbnail (320 px), both JPEG without metadata.' })
export class InspectionPhotoView extends PhotoView {}

@ObjectType({ description: 'A check of an inspection: its rating, note, readings and photos.' })
export class InspectionCheckView extends InspectionCheckName {
  @Field(() => InspectionRating, { nullable: true })
  rating!: InspectionRating | null;

  @Field(() => String)
  note!: string;

  @Field(() => [InspectionReading])
  readings!: InspectionReading[];

  @Field(() => [InspectionPhotoView])
  photos!: InspectionPhotoView[];
}

@ObjectType({ description: 'A job card’s inspection (admin).' })
export class JobCardInspection {
  @Field(() => ID)
  jobCardId!: string;

  @Field(() => Boolean, { description: 'False until the first rating, note or photo: the checks are then the workshop’s current list.' })
  started!: boolean;

  @Field(() => Boolean, { description: 'The card is Invoiced: nothing can change.' })
  readOnly!: boolean;

  @Field(() => [InspectionCheckView])
  checks!: InspectionCheckView[];
}

@InputType({ description: 'A reading to save: null or absent value clears it.' })
export class InspectionReadingInput {
  @Field(() => String)
  key!: string;

  @Field(() => Float, { nullable: true })
  value?: number | null;
}

@InputType({ description: 'A check’s rating, note and readings; each left out stays as it is.' })
export class InspectionCheckInput {
  @Field(() => InspectionRating, { nullable: true })
  rating?: InspectionRating | null;

  @Field(() => Boolean, { nullable: true, description: 'true clears the rating (rating null means "leave it").' })
  clearRating?: boolean | null;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field(() => [InspectionReadingInput], { nullable: true })
  readings?: InspectionReadingInput[] | null;
}

/** A check as GraphQL answers it, with its photos' paths under `photoBase`. */
export function checkView(item: InspectionItemView, photoBase: string): InspectionCheckView {
  return {
    key: item.key,
    area: item.area,
    label: item.label,
    rating: item.rating,
    note: item.note,
    readings: item.measurementFields.map((f) => ({ ...f, value: item.measurements[f.key] ?? null })),
    photos: item.photos.map((p) => ({ id: p.id, width: p.width, height: p.height, url: `${photoBase}/${p.id}`, thumbnailUrl: `${photoBase}/${p.id}?size=thumb` })),
  };
}

export function inspectionView(view: InspectionView): JobCardInspection {
  const base = `/api/admin/jobcards/${view.jobCardId}/inspection/photos`;
  return { jobCardId: view.jobCardId, started: view.started, readOnly: view.readOnly, checks: view.items.map((i) => checkView(i, base)) };
}


/** The rated checks, red and amber first, each in the card's order: what the customer is shown. */
export function rankedRated(items: InspectionItemView[]): InspectionItemView[] {
  return items
    .filter((i) => i.rating)
    .map((item, position) => ({ item, position }))
    .sort((a, b) => RATING_ORDER[a.item.rating!] - RATING_ORDER[b.item.rating!] || a.position - b.position)
    .map(({ item }) => item);
}

/** What the customer sees: the rated checks, red and amber first, each in the card's order; photos through the quote's id. */
export function quoteInspection(view: InspectionView, quoteId: string): InspectionCheckView[] {
  const base = `/api/quotes/${quoteId}/photos`;
  return rankedRated(view.items).map((item) => checkView(item, base));
}

@ObjectType({ description: 'A check of the workshop’s list (admin): new inspections copy the shown ones, in order.' })
export class InspectionCheckDefinition extends InspectionCheckName {
  @Field(() => Boolean)
  hidden!: boolean;

  @Field(() => [InspectionReadingField])
  measurements!: InspectionReadingField[];
}

@InputType({ description: 'A reading of a check: its name and unit (its key follows from the name).' })
export class InspectionReadingFieldInput {
  @Field(() => String)
  label!: string;

  @Field(() => String, { defaultValue: '' })
  unit!: string;
}

@InputType({ description: 'A check of the list as saved: `key` of an existing check, none for a new one.' })
export class InspectionCheckDefinitionInput {
  @Field(() => String, { nullable: true })
  key?: string | null;

  @Field(() => String)
  area!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Boolean, { defaultValue: false })
  hidden!: boolean;

  @Field(() => [InspectionReadingFieldInput], { nullable: true })
  measurements?: InspectionReadingFieldInput[] | null;
}
