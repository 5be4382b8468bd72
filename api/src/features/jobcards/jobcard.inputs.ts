/** Input contracts of job cards, shared by GraphQL and REST; item lines are read by the priced document's reader. */
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import {
  NameRegoFilter,
  OdometerField,
  OptionalTextField,
  PhoneField,
  VehicleTextField,
  VehicleYearField,
  WithCustomerAndCar,
} from '../../shared/customer-fields.js';
import type { LineEdge } from '../../shared/priced-document.js';
import { EmailAddress, RequiredText } from '../../shared/text.js';
import { JOB_STATUSES, JobStatus } from './jobcard-status.js';
import { LineOriginKind } from './jobcard.entity.js';
import { LineKindInput } from '../../shared/line-kind-fields.js';

@InputType({ description: 'One item or labour line; unitPrice in dollars (e.g. 129.95).' })
export class JobCardItemInput extends LineKindInput {
  @Field(() => String)
  description!: string;

  @Field(() => Float, { nullable: true, description: 'Positive, at most 2 decimals; a labour line may give hours instead.' })
  quantity?: number | null;

  @Field(() => Float, { nullable: true, description: 'Unit price in dollars, at most 2 decimals; negative for a discount or goodwill credit. Required unless estimateCost is given, or the line is labour (it then takes its labour rate’s).' })
  unitPrice?: number | null;

  @Field(() => Float, { nullable: true, deprecationReason: 'Use unitPrice.', description: 'Unit price in dollars, as unitPrice; a line gives one of the two.' })
  estimateCost?: number | null;

  @Field(() => LineOriginKind, { nullable: true, description: 'A job card line’s origin against the decided quote, as the card answered it; new lines leave it out (or added).' })
  origin?: LineOriginKind | null;

}

/** The vehicle as a job card records it (GraphQL input types extend it: registered as an input type, so they inherit its fields; unused by itself, it is not in the schema). */
@InputType()
abstract class CardVehicleFields {
  @VehicleTextField('Vehicle make')
  vehicleMake?: string | null;

  @VehicleTextField('Vehicle model')
  vehicleModel?: string | null;

  @VehicleYearField()
  vehicleYear?: number | null;

  @OdometerField()
  odometerKm?: number | null;
}

@InputType({ description: 'A new job card (admin).' })
export class CreateJobCardInput extends WithCustomerAndCar(CardVehicleFields) {
  @PhoneField('Customer phone')
  customerPhone?: string | null;

  @OptionalTextField('Customer complaint', 5000)
  customerComplaint?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "What the card is for: 'repair' (the default), 'roadworthy' (a roadworthy inspection, started with the card: the re-test of the vehicle's failed inspection while its 7-day window is open, else a full one) or 'logbook' (a logbook service to the vehicle's schedule; needs the rego).",
  })
  @IsOptional()
  @IsString({ message: "kind must be 'repair', 'roadworthy' or 'logbook'." })
  kind?: string | null;
}

@InputType({ description: 'An autosave or completion of a job card (admin). Absent fields are left as they are.' })
export class UpdateJobCardInput extends CardVehicleFields {
  @Field(() => [JobCardItemInput], { nullable: true })
  @IsOptional()
  @IsArray({ message: 'finalItems must be a list.' })
  finalItems?: JobCardItemInput[] | null;

  @OptionalTextField('Mechanic notes', 20_000)
  mechanicNotes?: string | null;

  @OptionalTextField('Workshop notes', 20_000)
  workshopNotes?: string | null;

  @Field(() => JobStatus, { nullable: true })
  @IsOptional()
  @IsIn(JOB_STATUSES, { message: `Status must be one of: ${JOB_STATUSES.join(', ')}.` })
  status?: JobStatus | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @RequiredText('Customer email')
  @EmailAddress('Customer email')
  customerEmail?: string | null;

  @PhoneField('Customer phone')
  customerPhone?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Keeps an odometer reading lower than an earlier one of the vehicle (else CONFLICT).' })
  @IsOptional()
  @IsBoolean({ message: 'odometerConfirmed must be true or false.' })
  odometerConfirmed?: boolean | null;

  /**
   * The revision the edit was based on; a stale one is refused (409). Optional so the documented
   * documented payload keeps working; the admin app always sends it.
   */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Revision must be a whole number.' })
  @Min(1, { message: 'Revision must be a whole number.' })
  revision?: number | null;
}

@InputType({ description: 'Generate & Send Quote (admin).' })
export class GenerateQuoteInput {
  @Field(() => [JobCardItemInput])
  @IsArray({ message: 'items must be a list.' })
  items!: JobCardItemInput[];

  @OptionalTextField('Notes', 5000)
  notes?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'True when the prices include GST; absent: the workshop’s pricing setting.' })
  @IsOptional()
  @IsBoolean({ message: 'gstIncludedInEstimate must be true or false.' })
  gstIncludedInEstimate?: boolean | null;

  /** Read by the priced document's GST rule (0 to 100, default 10), as an invoice's. */
  @Field(() => Float, { nullable: true, description: 'Default 10.' })
  gstPercent?: number | null;
}

@InputType({ description: 'List filters: name (case-insensitive, partial), rego (ignoring case and spaces), status (exact).' })
export class JobCardFilter extends NameRegoFilter {
  @Field(() => JobStatus, { nullable: true })
  status?: JobStatus | null;
}

@InputType({ description: 'A signing submission: a drawn signature (PNG data URL) or a typed name.' })
export class SignPolicyInput {
  @Field(() => String, { nullable: true })
  signatureDataUrl?: string | null;

  @Field(() => String, { nullable: true })
  signedName?: string | null;
}

/** Job card items (autosave, completion): finalItems, each price as unitPrice or the documented estimateCost; one message for every bad quantity. */
export const FINAL_ITEMS: LineEdge = { list: 'finalItems', price: 'unitPrice', deprecatedPrice: 'estimateCost', noun: 'Line', priceLabel: 'price', quantityMessages: 'one' };
/** A quote's lines: as the job card's, sent as items. */
export const QUOTE_ITEMS: LineEdge = { ...FINAL_ITEMS, list: 'items' };
