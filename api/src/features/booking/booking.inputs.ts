/** Input contracts of the booking feature, shared by GraphQL and REST. */
import { IsDefined, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, Matches, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { SERVICE_TYPES } from './service-types.js';

const required = (label: string) => ({ message: `${label} is required.` });

@InputType({ description: 'An appointment request from the booking form.' })
export class AppointmentInput {
  @Field(() => String)
  @IsNotEmpty(required('Full name'))
  @MaxLength(200, { message: 'Full name must be at most 200 characters.' })
  fullName!: string;

  @Field(() => String)
  @IsNotEmpty(required('Email'))
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(254, { message: 'Email must be at most 254 characters.' })
  email!: string;

  @Field(() => String)
  @IsNotEmpty(required('Phone'))
  @Matches(/^\+?[0-9 ()-]{6,20}$/, { message: 'Please enter a valid phone number.' })
  phone!: string;

  @Field(() => String)
  @IsNotEmpty(required('Vehicle make'))
  @MaxLength(100, { message: 'Vehicle make must be at most 100 characters.' })
  vehicleMake!: string;

  @Field(() => String)
  @IsNotEmpty(required('Vehicle model'))
  @MaxLength(100, { message: 'Vehicle model must be at most 100 characters.' })
  vehicleModel!: string;

  /** Upper bound (current year + 1) depends on the clock: checked by the service. */
  @Field(() => Int)
  @IsDefined(required('Vehicle year'))
  @IsInt({ message: 'Vehicle year must be a whole number.' })
  @Min(1900, { message: 'Vehicle year must be 1900 or later.' })
  vehicleYear!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(20, { message: 'Registration must be at most 20 characters.' })
  registration?: string | null;

  @Field(() => String)
  @IsNotEmpty(required('Service type'))
  @IsIn(SERVICE_TYPES as unknown as string[], { message: 'Please choose one of the listed services.' })
  serviceType!: string;

  @Field(() => String)
  @IsNotEmpty(required('Issue description'))
  @MaxLength(5000, { message: 'Issue description must be at most 5000 characters.' })
  issueDescription!: string;

  @Field(() => String, { description: 'yyyy-MM-dd' })
  @IsNotEmpty(required('Preferred date'))
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Preferred date must be a date written yyyy-MM-dd.' })
  preferredDate!: string;

  @Field(() => String, { description: 'HH:mm' })
  @IsNotEmpty(required('Preferred time'))
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Preferred time must be a time written HH:mm.' })
  preferredTime!: string;
}

@InputType({ description: 'A period to block from booking (admin).' })
export class BlockPeriodInput {
  @Field(() => String)
  @IsNotEmpty(required('Start date'))
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Start date must be a date written yyyy-MM-dd.' })
  startDate!: string;

  @Field(() => String)
  @IsNotEmpty(required('Start time'))
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Start time must be a time written HH:mm.' })
  startTime!: string;

  @Field(() => String)
  @IsNotEmpty(required('End date'))
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'End date must be a date written yyyy-MM-dd.' })
  endDate!: string;

  @Field(() => String)
  @IsNotEmpty(required('End time'))
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'End time must be a time written HH:mm.' })
  endTime!: string;

  @Field(() => String)
  @IsNotEmpty(required('Reason'))
  @MaxLength(300, { message: 'Reason must be at most 300 characters.' })
  reason!: string;
}
