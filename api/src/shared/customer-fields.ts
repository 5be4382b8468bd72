/**
 * The customer and vehicle fields that job cards and invoices both take, each one GraphQL field with
 * its validation (one wording of every limit and message across features).
 */
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Field } from 'type-graphql';
import { PlainName, RequiredText } from './text.js';

/** Empty, or 6 to 20 digits, spaces, brackets and dashes with an optional leading +. */
const PHONE = /^$|^\+?[0-9 ()-]{6,20}$/;

function all(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };
}

export function CustomerNameField(): PropertyDecorator {
  return all(Field(() => String), RequiredText('Customer name'), PlainName('Customer name'), MaxLength(200, { message: 'Customer name must be at most 200 characters.' }));
}

export function CustomerEmailField(): PropertyDecorator {
  return all(
    Field(() => String),
    RequiredText('Customer email'),
    IsEmail({}, { message: 'Please enter a valid email address.' }),
    MaxLength(254, { message: 'Customer email must be at most 254 characters.' }),
  );
}

export function CarRegoField(): PropertyDecorator {
  return all(Field(() => String), RequiredText('Car rego'), MaxLength(20, { message: 'Car rego must be at most 20 characters.' }));
}

/** An optional phone number; `label` names the field when it is not text. */
export function PhoneField(label: string): PropertyDecorator {
  return all(
    Field(() => String, { nullable: true }),
    IsOptional(),
    IsString({ message: `${label} must be text.` }),
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
