/**
 * A booking staff take by phone, as the call goes: a name, a phone or an email (at least one), and
 * the rego or the car's make and model (at least one); the rest (email, make, model, year, the
 * issue) when the caller gives them. The public form keeps its own rules (booking.inputs.ts).
 */
import { IsInt, IsOptional, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { EmailAddress, isBlank, SingleLine } from '../../shared/text.js';
import type { BookingRequestInput } from './booking.inputs.js';
import { FullNameField, PreferredDateField, PreferredTimeField, RegistrationField, ServiceTypeField } from './booking-fields.js';

const STAFF_CONTACT_MESSAGE = 'Please enter a phone number or an email.';
const STAFF_VEHICLE_MESSAGE = 'Please enter the rego or the car’s make and model.';

/** Validated only when given: blank text is not given. */
const given = (_: object, value: unknown) => value !== null && value !== undefined && !(typeof value === 'string' && isBlank(value));

@InputType({ description: 'A booking taken by staff: a name, a phone or an email, the rego or the make and model, the service, date and time; the rest when known.' })
export class StaffBookingFields {
  @FullNameField()
  fullName!: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @EmailAddress('Email')
  email?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @Matches(/^\+?[0-9 ()-]{6,20}$/, { message: 'Please enter a valid phone number.' })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @SingleLine('Vehicle make')
  @MaxLength(100, { message: 'Vehicle make must be at most 100 characters.' })
  vehicleMake?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @SingleLine('Vehicle model')
  @MaxLength(100, { message: 'Vehicle model must be at most 100 characters.' })
  vehicleModel?: string | null;

  /** Upper bound (current year + 1) depends on the clock: checked by the service. */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Vehicle year must be a whole number.' })
  @Min(1900, { message: 'Vehicle year must be 1900 or later.' })
  vehicleYear?: number | null;

  @RegistrationField()
  registration?: string | null;

  @ServiceTypeField()
  serviceType!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(5000, { message: 'Issue description must be at most 5000 characters.' })
  issueDescription?: string | null;

  @PreferredDateField()
  preferredDate!: string;

  @PreferredTimeField()
  preferredTime!: string;
}

const filled = (value: string | null | undefined) => typeof value === 'string' && !isBlank(value);

/** Refuses a staff booking without a way to reach the customer or without a car to know it by. */
function assertStaffBooking(input: StaffBookingFields): void {
  // The message once, beside the first field of the pair (a form shows it there).
  if (!filled(input.phone) && !filled(input.email)) throw AppError.badInput(STAFF_CONTACT_MESSAGE, { phone: [STAFF_CONTACT_MESSAGE] });
  if (!filled(input.registration) && !(filled(input.vehicleMake) && filled(input.vehicleModel))) {
    throw AppError.badInput(STAFF_VEHICLE_MESSAGE, { registration: [STAFF_VEHICLE_MESSAGE] });
  }
}

/**
 * The booking a staff booking makes once its rules hold: what the caller did not give is stored
 * empty (no year: null), so the appointment, its customer and its vehicle are written as any other.
 */
export function staffRequest(input: StaffBookingFields): BookingRequestInput {
  assertStaffBooking(input);
  return {
    fullName: input.fullName,
    email: input.email ?? '',
    phone: input.phone ?? '',
    vehicleMake: input.vehicleMake ?? '',
    vehicleModel: input.vehicleModel ?? '',
    vehicleYear: input.vehicleYear ?? null,
    registration: input.registration ?? null,
    serviceType: input.serviceType,
    issueDescription: input.issueDescription ?? '',
    preferredDate: input.preferredDate,
    preferredTime: input.preferredTime,
  };
}
