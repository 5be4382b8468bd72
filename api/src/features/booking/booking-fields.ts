/**
 * The fields a booking has whoever takes it (the public form or staff on the phone), each with its
 * GraphQL field and its checks in one decorator, so both inputs hold the same rules and messages.
 */
import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field } from 'type-graphql';
import { PlainName, RequiredText, SingleLine } from '../../shared/text.js';
import { SERVICE_TYPES } from './service-types.js';

/** Applies decorators as if written above a property in this order (the last one first, as TypeScript does). */
function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };
}

/** The customer's full name: required, one line without hidden formatting, at most 200 characters. */
export const FullNameField = () =>
  stacked(Field(() => String), RequiredText('Full name'), PlainName('Full name'), MaxLength(200, { message: 'Full name must be at most 200 characters.' }));

/** The car's registration, when given: one line, at most 20 characters. */
export const RegistrationField = () =>
  stacked(
    Field(() => String, { nullable: true }),
    IsOptional(),
    SingleLine('Registration'),
    MaxLength(20, { message: 'Registration must be at most 20 characters.' }),
  );

/** One of the services the workshop lists. */
export const ServiceTypeField = () =>
  stacked(
    Field(() => String),
    RequiredText('Service type'),
    IsIn(SERVICE_TYPES as unknown as string[], { message: 'Please choose one of the listed services.' }),
  );

/** The day asked for, written yyyy-MM-dd. */
export const PreferredDateField = () =>
  stacked(
    Field(() => String, { description: 'yyyy-MM-dd' }),
    RequiredText('Preferred date'),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Preferred date must be a date written yyyy-MM-dd.' }),
  );

/** The time asked for, written HH:mm. */
export const PreferredTimeField = () =>
  stacked(
    Field(() => String, { description: 'HH:mm' }),
    RequiredText('Preferred time'),
    Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Preferred time must be a time written HH:mm.' }),
  );
