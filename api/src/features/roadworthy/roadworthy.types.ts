/** The roadworthy inspection's GraphQL shapes: a card's inspection, its items, and what staff send. */
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { PhotoView } from '../../shared/photo-view.js';

@ObjectType({ description: 'A photo of a roadworthy inspection item (admin): open it, or its thumbnail, with the admin token.' })
export class RoadworthyPhotoView extends PhotoView {}

@ObjectType({ description: 'An item of a roadworthy inspection and how it went.' })
export class RoadworthyItemView {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  group!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, { nullable: true, description: "'pass', 'fail', or null while not inspected." })
  result!: 'pass' | 'fail' | null;

  @Field(() => String)
  note!: string;

  @Field(() => [RoadworthyPhotoView], { description: 'Its photos, in the order they were added (this card’s own: a re-test’s carried-over items start with none).' })
  photos!: RoadworthyPhotoView[];
}

@ObjectType({ description: 'A vehicle’s roadworthy certificate: a passed inspection.' })
export class RoadworthyCertificate {
  @Field(() => String)
  certificateNumber!: string;

  @Field(() => String, { description: 'The day it was issued, yyyy-MM-dd.' })
  issuedOn!: string;

  @Field(() => String, { description: 'The last day it is current (issued + 30 days), yyyy-MM-dd.' })
  currentUntil!: string;

  @Field(() => Boolean, { description: 'True until that day ends.' })
  current!: boolean;

  @Field(() => ID, { description: 'The job card of the inspection.' })
  jobCardId!: string;
}

@ObjectType({ description: 'A vehicle’s failed roadworthy inspection that has not been re-tested.' })
export class RoadworthyFailure {
  @Field(() => ID, { description: 'The failed inspection’s job card.' })
  jobCardId!: string;

  @Field(() => String, { description: 'Its job number, e.g. "JC-000012".' })
  jobNumber!: string;

  @Field(() => String, { description: 'The last day of its 7-day re-inspection window, yyyy-MM-dd.' })
  reinspectBy!: string;

  @Field(() => Boolean, { description: 'True until that day ends: a re-test of its failed items; after it, a full inspection again.' })
  windowOpen!: boolean;
}

@ObjectType({ description: 'A job card’s roadworthy inspection (admin).' })
export class JobCardRoadworthy {
  @Field(() => ID)
  jobCardId!: string;

  @Field(() => String, { description: "'roadworthy' when the card is a roadworthy inspection, else 'repair' (then nothing else is set)." })
  kind!: 'repair' | 'roadworthy';

  @Field(() => ID, { nullable: true, description: 'The failed inspection this card re-tests (its failed items only).' })
  retestOf!: string | null;

  @Field(() => String, { nullable: true, description: 'That card’s job number, e.g. "JC-000012".' })
  retestOfJobNumber!: string | null;

  @Field(() => [RoadworthyItemView])
  items!: RoadworthyItemView[];

  @Field(() => String, { nullable: true, description: "'pass', 'fail', or null while undecided." })
  result!: 'pass' | 'fail' | null;

  @Field(() => String, { nullable: true })
  certificateNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'The member of staff who saved the result.' })
  testerName!: string | null;

  @Field(() => String, { nullable: true, description: 'Their Licensed Vehicle Tester number.' })
  testerNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd, workshop time.' })
  inspectedOn!: string | null;

  @Field(() => String, { nullable: true, description: 'A pass: the day the certificate was issued, yyyy-MM-dd.' })
  issuedOn!: string | null;

  @Field(() => String, { nullable: true, description: 'A pass: the last day the certificate is current (issued + 30 days), yyyy-MM-dd.' })
  currentUntil!: string | null;

  @Field(() => String, { nullable: true, description: 'A fail: the last day of the 7-day re-inspection window, yyyy-MM-dd.' })
  reinspectBy!: string | null;

  @Field(() => RoadworthyFailure, {
    nullable: true,
    description: 'A repair card or a full inspection: the vehicle’s failed inspection on another card, not yet re-tested (null when none).',
  })
  previousFail!: RoadworthyFailure | null;
}

@InputType({ description: 'An item’s result and note.' })
export class RoadworthyItemInput {
  @Field(() => String)
  key!: string;

  @Field(() => String, { nullable: true, description: "'pass', 'fail' or null." })
  result?: string | null;

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@InputType({ description: 'A roadworthy inspection as staff save it: the items sent are saved, the rest stay.' })
export class SaveRoadworthyInput {
  @Field(() => [RoadworthyItemInput])
  items!: RoadworthyItemInput[];

  @Field(() => String, { nullable: true, description: "'pass' (every item passed and a certificate number), 'fail' (an item failed) or null." })
  result?: string | null;

  @Field(() => String, { nullable: true })
  certificateNumber?: string | null;
}

@InputType({ description: 'A checklist item as the owner saves it: `key` of an existing one, none for a new one.' })
export class RoadworthyCheckInput {
  @Field(() => String, { nullable: true })
  key?: string | null;

  @Field(() => String)
  group!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Boolean, { nullable: true })
  hidden?: boolean | null;
}

@ObjectType({ description: 'A member of staff’s Licensed Vehicle Tester number (admin).' })
export class RoadworthyTesterView {
  @Field(() => ID)
  userId!: string;

  @Field(() => String, { nullable: true })
  testerNumber!: string | null;
}
