/** Input contracts of the booking feature, shared by GraphQL and REST. */
import { IsDefined, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { EmailAddress, RequiredText, SingleLine } from '../../shared/text.js';
import { Field, InputType, Int } from 'type-graphql';
import { cleanText } from '../../shared/text.js';
import { vehicleNameCase } from '../../shared/vehicle-name.js';
import type { Appointment } from './appointment.entity.js';
import { FullNameField, PreferredDateField, PreferredTimeField, RegistrationField, ServiceTypeField } from './booking-fields.js';

const required = (label: string) => ({ message: `${label} is required.` });

@InputType({ description: 'An appointment request from the booking form.' })
export class AppointmentInput {
  @FullNameField()
  fullName!: string;

  @Field(() => String)
  @RequiredText('Email')
  @EmailAddress('Email')
  email!: string;

  @Field(() => String)
  @RequiredText('Phone')
  @Matches(/^\+?[0-9 ()-]{6,20}$/, { message: 'Please enter a valid phone number.' })
  phone!: string;

  @Field(() => String)
  @RequiredText('Vehicle make')
  @SingleLine('Vehicle make')
  @MaxLength(100, { message: 'Vehicle make must be at most 100 characters.' })
  vehicleMake!: string;

  @Field(() => String)
  @RequiredText('Vehicle model')
  @SingleLine('Vehicle model')
  @MaxLength(100, { message: 'Vehicle model must be at most 100 characters.' })
  vehicleModel!: string;

  /** Upper bound (current year + 1) depends on the clock: checked by the service. */
  @Field(() => Int)
  @IsDefined(required('Vehicle year'))
  @IsInt({ message: 'Vehicle year must be a whole number.' })
  @Min(1900, { message: 'Vehicle year must be 1900 or later.' })
  vehicleYear!: number;

  @RegistrationField()
  registration?: string | null;

  /** Checked against today by the vehicles (a real date, from 2 years ago to 3 years ahead); kept on the booked vehicle, not the appointment. */
  @Field(() => String, { nullable: true, description: 'Optional: when the vehicle’s registration expires, yyyy-MM-dd; its owner is reminded before it.' })
  @IsOptional()
  @IsString({ message: 'Registration expiry must be a date (yyyy-MM-dd).' })
  registrationExpiry?: string | null;

  @ServiceTypeField()
  serviceType!: string;

  @Field(() => String)
  @RequiredText('Issue description')
  @MaxLength(5000, { message: 'Issue description must be at most 5000 characters.' })
  issueDescription!: string;

  @PreferredDateField()
  preferredDate!: string;

  @PreferredTimeField()
  preferredTime!: string;
}

@InputType({ description: 'A period to block from booking (admin).' })
export class BlockPeriodInput {
  @Field(() => String)
  @RequiredText('Start date')
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Start date must be a date written yyyy-MM-dd.' })
  startDate!: string;

  @Field(() => String)
  @RequiredText('Start time')
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Start time must be a time written HH:mm.' })
  startTime!: string;

  @Field(() => String)
  @RequiredText('End date')
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'End date must be a date written yyyy-MM-dd.' })
  endDate!: string;

  @Field(() => String)
  @RequiredText('End time')
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'End time must be a time written HH:mm.' })
  endTime!: string;

  @Field(() => String)
  @RequiredText('Reason')
  @MaxLength(300, { message: 'Reason must be at most 300 characters.' })
  reason!: string;
}

/**
 * The fields of an appointment request, listed once: the REST body, the stored
 * row, the JSON answer and the mail facts all take their shape from this list.
 */
export const APPOINTMENT_REQUEST_FIELDS = [
  'fullName',
  'email',
  'phone',
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'registration',
  'serviceType',
  'issueDescription',
  'preferredDate',
  'preferredTime',
] as const satisfies ReadonlyArray<keyof AppointmentInput & keyof Appointment>;

type AppointmentRequestField = (typeof APPOINTMENT_REQUEST_FIELDS)[number];
/** A booking's fields as the service books them: the public form's, or a staff booking's (which may have no year). */
export type BookingRequestInput = Omit<AppointmentInput, 'vehicleYear'> & { vehicleYear: number | null };
export type AppointmentRequest = Pick<Appointment, AppointmentRequestField>;

/** The request's fields of any appointment-shaped object, as they are. */
export function pickRequest(source: AppointmentRequest): AppointmentRequest {
  const out: Record<string, unknown> = {};
  for (const key of APPOINTMENT_REQUEST_FIELDS) out[key] = source[key] ?? null;
  return out as unknown as AppointmentRequest;
}

/**
 * A validated request tidied for storing: text trimmed of whitespace and invisible characters, the
 * make and model in the one spelling the vehicle record keeps ('toyota' → 'Toyota', 'BMW' as it is).
 */
export function requestFieldsOf(input: BookingRequestInput): AppointmentRequest {
  const out: Record<string, unknown> = {};
  for (const key of APPOINTMENT_REQUEST_FIELDS) {
    const value = input[key];
    out[key] = typeof value === 'string' ? cleanText(value) : (value ?? null);
  }
  out.vehicleMake = vehicleNameCase(out.vehicleMake as string);
  out.vehicleModel = vehicleNameCase(out.vehicleModel as string);
  return out as unknown as AppointmentRequest;
}
