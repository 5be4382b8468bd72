/** REST bodies are checked against the same @InputType classes GraphQL uses. */
import { validate, type ValidationError } from 'class-validator';
import { AppError } from '../shared/errors.js';
import { findInvalidText, INVALID_TEXT_MESSAGE } from '../shared/text.js';
import { passesRules } from './rule-check.js';
import { rememberValidationRules } from './validation-rules.js';

// Every validation of the app (REST bodies here, GraphQL arguments through TypeGraphQL) uses the one global storage.
rememberValidationRules();

type Constructor<T> = new () => T;

const PRIORITY = ['isDefined', 'isNotEmpty', 'requiredText'];

function flatten(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const e of errors) {
    const key = prefix + e.property;
    if (e.constraints) {
      // "X is required." says more than every format rule an absent value also breaks.
      const present = PRIORITY.filter((c) => e.constraints![c]);
      fields[key] = present.length ? [e.constraints[present[0]]] : Object.values(e.constraints);
    }
    if (e.children?.length) Object.assign(fields, flatten(e.children, `${key}.`));
  }
  return fields;
}

/** The first message of every failing field, as one sentence list. */
export function validationFailure(errors: ValidationError[]): AppError {
  const fields = flatten(errors);
  const messages = Object.values(fields).map((m) => m[0]);
  return AppError.badInput(messages.join(' '), fields);
}

/** Copies the known properties of `body` onto a new input instance and validates it. */
export async function validateBody<T extends object>(type: Constructor<T>, body: unknown, fields: Array<keyof T>): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw AppError.badInput('The request body must be a JSON object.');
  }
  if (findInvalidText(body) !== undefined) throw AppError.badInput(INVALID_TEXT_MESSAGE);
  const source = body as Record<string, unknown>;
  const input = new type();
  for (const key of fields) {
    if (source[key as string] !== undefined) (input as Record<string, unknown>)[key as string] = source[key as string];
  }
  // The verdict from the class's plan; class-validator only to say what is wrong (rule-check.ts).
  if (passesRules(input) === true) return input;
  const errors = await validate(input, { forbidUnknownValues: false });
  if (errors.length) throw validationFailure(errors);
  return input;
}

/**
 * TypeGraphQL's argument validation: the same text rule as the HTTP edge (a GraphQL string literal
 * can carry a NUL through an escape), then the input class's class-validator rules.
 */
export async function validateGraphQLArg(value: unknown): Promise<void> {
  if (findInvalidText(value) !== undefined) throw AppError.badInput(INVALID_TEXT_MESSAGE);
  if (value === null || typeof value !== 'object') return;
  const items = Array.isArray(value) ? value.filter((v) => v !== null && typeof v === 'object') : [value];
  for (const item of items) {
    if (passesRules(item as object, { skipMissingProperties: true }) === true) continue;
    const errors = await validate(item as object, { forbidUnknownValues: false, skipMissingProperties: true });
    if (errors.length) throw validationFailure(errors);
  }
}

/** A REST request's JSON object body; none is an empty object. */
export function jsonBody(request: { body?: unknown }): Record<string, unknown> {
  const b = request.body;
  if (b === undefined || b === null) return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw AppError.badInput('The request body must be a JSON object.');
  return b as Record<string, unknown>;
}
