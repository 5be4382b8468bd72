/**
 * The customer and vehicle fields that job cards and invoices both take, each one GraphQL field with
 * its validation (one wording of every limit and message across features).
 */
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { EmailAddress, PlainName, RequiredText, SingleLine } from './text.js';
import { AppError } from './errors.js';

/** 6 to 20 digits, spaces, brackets and dashes with an optional leading +: a phone number as people type it. */
export const PHONE_NUMBER = /^\+?[0-9 ()-]{6,20}$/;
/** Empty, or a phone number. */
const PHONE = new RegExp(`^$|${PHONE_NUMBER.source}`);

function all(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };
}

function CustomerNameField(): PropertyDecorator {
  return all(Field(() => String), RequiredText('Customer name'), PlainName('Customer name'), MaxLength(200, { message: 'Customer name must be at most 200 characters.' }));
}

function CustomerEmailField(): PropertyDecorator {
  return all(
    Field(() => String),
    RequiredText('Customer email'),
    EmailAddress('Customer email'),
  );
}

function CarRegoField(): PropertyDecorator {
  return all(Field(() => String), RequiredText('Car rego'), SingleLine('Car rego'), MaxLength(20, { message: 'Car rego must be at most 20 characters.' }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base takes any constructor arguments
type AbstractConstructor = abstract new (...args: any[]) => object;

/**
 * The customer and the car that a new job card and a new invoice both name (all three required),
 * after `base`'s fields: a mixin, as a job card's input also has its vehicle's fields.
 */
export function WithCustomerAndCar<Base extends AbstractConstructor>(base: Base) {
  // An input type so that the inputs inherit its fields; no argument takes it, so the schema has no such type.
  @InputType()
  abstract class CustomerAndCar extends base {
    @CustomerNameField()
    customerName!: string;

    @CustomerEmailField()
    customerEmail!: string;

    @CarRegoField()
    carRego!: string;
  }
  return CustomerAndCar;
}

/** An optional phone number; `label` names the field when it is not text. */
export function PhoneField(label: string): PropertyDecorator {
  return all(
    Field(() => String, { nullable: true }),
    IsOptional(),
    IsString({ message: `${label} must be text.` }),
    SingleLine(label),
    Matches(PHONE, { message: 'Please enter a valid phone number.' }),
  );
}

/** Optional free text of at most `max` characters (notes, a complaint). */
export function OptionalTextField(label: string, max: number, description?: string): PropertyDecorator {
  return all(
    Field(() => String, { nullable: true, description }),
    IsOptional(),
    IsString({ message: `${label} must be text.` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters.` }),
  );
}

/** The customer's purchase order number an invoice quotes: optional, one line, up to 50 characters (needed when the customer's invoices need one). */
export function PurchaseOrderField(): PropertyDecorator {
  return all(OptionalTextField('Purchase order', 50, 'The customer’s purchase order number (up to 50 characters); required when the customer needs one on their invoices.'), SingleLine('Purchase order'));
}

/** Whether an owner issues an invoice over the customer's credit limit anyway: optional, true or false. */
export function CreditLimitOverrideField(): PropertyDecorator {
  return all(
    Field(() => Boolean, { nullable: true, description: 'True (owners only) to issue it even when it takes an account customer’s unpaid invoices over their credit limit.' }),
    IsOptional(),
    IsBoolean({ message: 'overrideCreditLimit must be true or false.' }),
  );
}

/** The vehicle's make or model, optional, on one line. */
export function VehicleTextField(label: string): PropertyDecorator {
  return all(OptionalTextField(label, 100), SingleLine(label));
}

/** An optional vehicle year from 1900 (the latest, next year, is checked against the clock by the service). */
export function VehicleYearField(): PropertyDecorator {
  return all(
    Field(() => Int, { nullable: true }),
    IsOptional(),
    IsInt({ message: 'Vehicle year must be a whole number.' }),
    Min(1900, { message: 'Vehicle year must be 1900 or later.' }),
  );
}

/** An optional odometer reading: whole km, 0 to 9,999,999. */
export function OdometerField(): PropertyDecorator {
  return all(
    Field(() => Int, { nullable: true, description: 'Whole km.' }),
    IsOptional(),
    IsInt({ message: 'Odometer must be a whole number of km.' }),
    Min(0, { message: 'Odometer must be 0 km or more.' }),
    Max(9_999_999, { message: 'Odometer must be at most 9,999,999 km.' }),
  );
}

/** The filters every customer list has: customer name (partial, ignoring case) and rego (ignoring case and spaces). */
// An input type so that the filters inherit its fields; no argument takes it, so the schema has no such type.
@InputType()
export abstract class NameRegoFilter {
  @Field(() => String, { nullable: true })
  customerName?: string | null;

  @Field(() => String, { nullable: true })
  carRego?: string | null;
}

/**
 * The one rule for a vehicle's year beyond its field's 1900: at most next year, as the workshop's
 * calendar (`today`, yyyy-MM-dd) counts. Bookings, job cards and vehicles all check it here.
 */
export function assertVehicleYear(year: number | null | undefined, today: string): void {
  if (year == null) return;
  const maxYear = Number(today.slice(0, 4)) + 1;
  if (year > maxYear) throw AppError.badInput(`Vehicle year must be ${maxYear} or earlier.`);
}
