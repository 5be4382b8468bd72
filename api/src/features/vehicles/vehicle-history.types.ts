/** The vehicle history's GraphQL shapes: the records of one rego and one time line of them. */
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { OwnedRecords, TimelineEntryFields } from '../customers/public.js';
import { Customer } from '../customers/customer.entity.js';
import { OdometerReading, Vehicle } from './vehicle.entity.js';
import { RecommendedWork } from './recommended-work.entity.js';

export enum VehicleEventKind {
  appointment = 'appointment',
  jobCard = 'jobCard',
  quote = 'quote',
  invoice = 'invoice',
}
registerEnumType(VehicleEventKind, { name: 'VehicleEventKind' });

@ObjectType({ description: 'One entry of a vehicle’s time line.' })
export class VehicleHistoryEvent extends TimelineEntryFields {
  @Field(() => VehicleEventKind)
  kind!: VehicleEventKind;
}

@ObjectType({ description: 'Everything the workshop has on one vehicle, matched by rego ignoring case and spaces.' })
export class VehicleHistory extends OwnedRecords {
  @Field(() => String, { description: 'The rego as searched, upper case without spaces.' })
  rego!: string;

  @Field(() => [VehicleHistoryEvent], { description: 'Appointments, job cards, quotes and invoices, oldest first.' })
  events!: VehicleHistoryEvent[];


}

@ObjectType({ description: 'A vehicle with its owner, odometer readings and history (admin).' })
export class VehicleView {
  @Field(() => Vehicle)
  vehicle!: Vehicle;

  @Field(() => Customer, { nullable: true, description: 'The customer of its newest booking, job card or invoice.' })
  owner!: Customer | null;

  @Field(() => [OdometerReading], { description: 'Oldest first.' })
  odometerReadings!: OdometerReading[];

  @Field(() => VehicleHistory)
  history!: VehicleHistory;

  @Field(() => [RecommendedWork], { description: 'Work the customer declined on a quote and has not had done since, newest first.' })
  recommendedWork!: RecommendedWork[];

  /** Its last roadworthy certificate, for REST (GraphQL: `Vehicle.roadworthy`). */
  roadworthy!: VehicleCertificate | null;
}

/** A vehicle's roadworthy certificate: a passed inspection, current for 30 days from the day it was issued. */
export interface VehicleCertificate {
  certificateNumber: string;
  issuedOn: string;
  currentUntil: string;
  current: boolean;
  jobCardId: string;
}
