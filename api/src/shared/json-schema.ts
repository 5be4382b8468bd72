/**
 * JSON Schemas (draft 2020-12, as OpenAPI 3.1 takes them) of the answers REST presenters make,
 * written beside each presenter so the API's description says what it sends. A named schema
 * becomes one shared component of the description, referred to wherever it is used.
 *
 *     export const blockedPeriodSchema = json.named('BlockedPeriod', json.object({ _id: json.id(), reason: json.string() }));
 *     rest: { ..., present: (periods) => periods.map(blockedPeriodJson), answer: json.array(blockedPeriodSchema) }
 */

export type JsonSchema = { readonly [key: string]: unknown };

const names = new WeakMap<JsonSchema, string>();

/** The keyword a schema made by `json.graphqlType` carries, replaced by that type's schema in the API's description. */
export const GRAPHQL_TYPE = 'x-graphql-type';
const NULLABLE = 'x-nullable';

/** The component name a schema was given by `json.named`, if any. */
export function schemaName(schema: JsonSchema): string | undefined {
  return names.get(schema);
}

type Extra = { description?: string; example?: unknown };
type Properties = Record<string, JsonSchema>;

/** `T | null`: the type list gains 'null' (or, for a reference or a choice, one of them is null). */
function nullable(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  if (typeof type === 'string' && !schema.enum && !names.has(schema)) return { ...schema, type: [type, 'null'] };
  if (Array.isArray(type) && !names.has(schema)) return { ...schema, type: type.includes('null') ? type : [...type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/** The schema helpers (see above). */
export const json = {
  string: (extra: Extra & { minLength?: number; maxLength?: number; pattern?: string; format?: string } = {}): JsonSchema => ({ type: 'string', ...extra }),
  /** A record's id: 24 lowercase hex characters. */
  id: (description?: string): JsonSchema => ({ type: 'string', pattern: '^[0-9a-f]{24}$', ...(description ? { description } : {}) }),
  /** An instant, ISO 8601 (`2026-12-07T03:04:05.000Z`). */
  dateTime: (description?: string): JsonSchema => ({ type: 'string', format: 'date-time', ...(description ? { description } : {}) }),
  /** A day in the workshop's time zone, `yyyy-MM-dd`. */
  date: (description?: string): JsonSchema => ({ type: 'string', format: 'date', ...(description ? { description } : {}) }),
  /** A time of day in the workshop's time zone, `HH:mm`. */
  time: (description?: string): JsonSchema => ({ type: 'string', pattern: '^\\d{2}:\\d{2}$', ...(description ? { description } : {}) }),
  integer: (extra: Extra & { minimum?: number; maximum?: number } = {}): JsonSchema => ({ type: 'integer', ...extra }),
  /** An amount in cents (integer). */
  cents: (description = 'An amount in cents.'): JsonSchema => ({ type: 'integer', description }),
  number: (extra: Extra & { minimum?: number; maximum?: number } = {}): JsonSchema => ({ type: 'number', ...extra }),
  boolean: (extra: Extra = {}): JsonSchema => ({ type: 'boolean', ...extra }),
  /** One of these strings. */
  oneOf: (values: readonly string[], extra: Extra = {}): JsonSchema => ({ type: 'string', enum: [...values], ...extra }),
  /** Anything JSON (what the description does not pin down). */
  any: (description?: string): JsonSchema => (description ? { description } : {}),
  nullable,
  /** All of these at once (e.g. a message beside another schema's fields). */
  allOf: (schemas: readonly JsonSchema[]): JsonSchema => ({ allOf: [...schemas] }),
  /** One of these shapes. */
  anyOf: (schemas: readonly JsonSchema[], description?: string): JsonSchema => ({ anyOf: [...schemas], ...(description ? { description } : {}) }),
  array: (items: JsonSchema, extra: Extra = {}): JsonSchema => ({ type: 'array', items, ...extra }),
  /** An object whose every property is present, unless listed in `optional`; other properties may come too. */
  object: (properties: Properties, extra: Extra & { optional?: readonly string[] } = {}): JsonSchema => {
    const { optional = [], ...rest } = extra;
    const required = Object.keys(properties).filter((k) => !optional.includes(k));
    return { type: 'object', properties, ...(required.length ? { required } : {}), ...rest };
  },
  /** An object with these properties and more (spread from another presenter's schema). */
  extend: (base: JsonSchema, properties: Properties, optional: readonly string[] = []): JsonSchema => {
    const own = (base.properties ?? {}) as Properties;
    const required = [...((base.required ?? []) as string[]), ...Object.keys(properties).filter((k) => !optional.includes(k))];
    return { ...base, properties: { ...own, ...properties }, required: [...new Set(required)] };
  },
  /** A map of string keys to values of one schema. */
  record: (values: JsonSchema, extra: Extra = {}): JsonSchema => ({ type: 'object', additionalProperties: values, ...extra }),
  /** The JSON of a GraphQL type of the API (by its name): the answer is that type's fields, instants as ISO strings. */
  graphqlType: (name: string, nullable = false): JsonSchema => ({ [GRAPHQL_TYPE]: name, ...(nullable ? { [NULLABLE]: true } : {}) }),
  /** Names the schema: one shared component of the API's description, referred to where used. */
  named: (name: string, schema: JsonSchema): JsonSchema => {
    names.set(schema, name);
    return schema;
  },
};

/** `{ message }`: a message for the person who made the call. */
export const messageSchema = json.named('Message', json.object({ message: json.string({ description: 'A message for the person who made the call.' }) }, { example: { message: 'Appointment deleted.' } }));
