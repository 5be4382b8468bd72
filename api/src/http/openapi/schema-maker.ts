/**
 * JSON Schemas for the API's description, made from what the code already declares: GraphQL
 * types (an answer that is the GraphQL result as it is), input classes with their validation
 * rules (request bodies and query strings), and the schemas presenters declare (edge/json-schema.ts).
 * Each named type becomes one shared component, referred to wherever it is used.
 */
import { getMetadataStorage as validationStorage } from 'class-validator';
import type {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNamedType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLUnionType,
  GraphQLType,
} from 'graphql';
import { getMetadataStorage as graphqlStorage } from 'type-graphql';
import { GRAPHQL_TYPE, schemaName, type JsonSchema } from '../../shared/json-schema.js';

type Mutable = Record<string, unknown>;

/**
 * GraphQL's kinds of type, told by their tag rather than by instanceof: the schema's types may
 * come from another copy of graphql than this module's (a test runner loads both).
 */
const tagOf = (type: unknown): string => Object.prototype.toString.call(type).slice(8, -1);
export const isNonNullType = (type: unknown): type is GraphQLNonNull<GraphQLType> => tagOf(type) === 'GraphQLNonNull';
const isListType = (type: unknown): type is GraphQLList<GraphQLType> => tagOf(type) === 'GraphQLList';
const isScalarType = (type: unknown): type is GraphQLScalarType => tagOf(type) === 'GraphQLScalarType';
const isEnumType = (type: unknown): type is GraphQLEnumType => tagOf(type) === 'GraphQLEnumType';
const isUnionType = (type: unknown): type is GraphQLUnionType => tagOf(type) === 'GraphQLUnionType';
const isObjectType = (type: unknown): type is GraphQLObjectType => tagOf(type) === 'GraphQLObjectType';
const isInterfaceType = (type: unknown): type is GraphQLInterfaceType => tagOf(type) === 'GraphQLInterfaceType';
const isInputObjectType = (type: unknown): type is GraphQLInputObjectType => tagOf(type) === 'GraphQLInputObjectType';
const isNamedType = (type: unknown): boolean => tagOf(type).startsWith('GraphQL') && !isListType(type) && !isNonNullType(type);

function getNamedType(type: GraphQLType): GraphQLNamedType {
  let t: GraphQLType = type;
  while (isListType(t) || isNonNullType(t)) t = t.ofType;
  return t;
}

const SCALARS: Record<string, JsonSchema> = {
  ID: { type: 'string' },
  String: { type: 'string' },
  Boolean: { type: 'boolean' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  SafeInt: { type: 'integer' },
  DateTimeISO: { type: 'string', format: 'date-time' },
};

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** `schema | null`, keeping a reference a reference. */
function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !schema.enum) return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

function described(schema: JsonSchema, description: string | null | undefined): JsonSchema {
  if (!description) return schema;
  return schema.$ref ? { allOf: [schema], description } : { ...schema, description };
}

export class SchemaMaker {
  /** Every shared component made so far, by name. */
  readonly components: Record<string, JsonSchema> = {};
  private readonly origins = new Map<string, unknown>();
  private readonly given = new Map<unknown, string>();

  constructor(private readonly schema: GraphQLSchema) {}

  /**
   * Registers a component under `name` once. A GraphQL type whose name a presenter's schema took
   * (REST's own shape of the same thing) is named `GraphQL<Name>`; two presenters' schemas of one
   * name are a mistake.
   */
  private component(wanted: string, origin: unknown, make: () => JsonSchema): JsonSchema {
    const given = this.given.get(origin);
    if (given) return ref(given);
    let name = wanted;
    if (this.origins.has(name)) {
      if (!isNamedType(origin)) throw new Error(`Two schemas are named ${name} in the API's description: rename one.`);
      name = `GraphQL${wanted}`;
    }
    this.origins.set(name, origin);
    this.given.set(origin, name);
    this.components[name] = {};
    this.components[name] = make();
    return ref(name);
  }

  /** A GraphQL output type as JSON (a Date is an ISO string; a null field is null). */
  output(type: GraphQLOutputType, nullable = true): JsonSchema {
    if (isNonNullType(type)) return this.output(type.ofType, false);
    const made = this.outputOf(type);
    return nullable ? orNull(made) : made;
  }

  private outputOf(type: GraphQLOutputType): JsonSchema {
    if (isListType(type)) return { type: 'array', items: this.output(type.ofType) };
    if (isScalarType(type)) return SCALARS[type.name] ?? described({}, type.description);
    if (isEnumType(type)) return this.component(type.name, type, () => enumSchema(type.getValues().map((v) => v.value as unknown), type.description));
    if (isUnionType(type)) return this.component(type.name, type, () => described({ oneOf: type.getTypes().map((t) => this.outputOf(t)) }, type.description));
    if (isObjectType(type) || isInterfaceType(type)) {
      return this.component(type.name, type, () => {
        const properties: Mutable = {};
        const required: string[] = [];
        for (const [name, field] of Object.entries(type.getFields())) {
          properties[name] = described(this.output(field.type), field.description);
          if (isNonNullType(field.type)) required.push(name);
        }
        return described({ type: 'object', properties, ...(required.length ? { required } : {}) }, type.description);
      });
    }
    return {};
  }

  /** An input class as a JSON object: its fields (GraphQL's types and descriptions) and their validation rules. */
  inputClass(input: Function): JsonSchema {
    const named = this.schema.getType(graphqlName(input));
    if (!named || !isInputObjectType(named)) return { type: 'object' };
    return this.component(named.name, named, () => this.inputObject(named.name, input));
  }

  private inputObject(name: string, input: Function): JsonSchema {
    const type = this.schema.getType(name);
    if (!type || !isInputObjectType(type)) return { type: 'object' };
    const rules = validationRules(input);
    const properties: Mutable = {};
    const required: string[] = [];
    for (const [field, spec] of Object.entries(type.getFields())) {
      let schema = this.input(spec.type, rules.get(field) ?? []);
      if (spec.defaultValue !== undefined) schema = { ...schema, default: spec.defaultValue };
      properties[field] = described(schema, spec.description);
      if (isNonNullType(spec.type) && spec.defaultValue === undefined) required.push(field);
    }
    return described({ type: 'object', properties, ...(required.length ? { required } : {}) }, type.description);
  }

  /** A GraphQL input type as JSON, with its field's validation rules. */
  input(type: GraphQLInputType, rules: readonly Rule[] = [], nullable = true): JsonSchema {
    if (isNonNullType(type)) return this.input(type.ofType as GraphQLInputType, rules, false);
    let made: JsonSchema;
    if (isListType(type)) {
      made = withRules({ type: 'array', items: this.input(type.ofType as GraphQLInputType, rules.filter((r) => r.each)) }, rules.filter((r) => !r.each));
    } else if (isInputObjectType(type)) {
      const input = inputClassNamed(type.name);
      made = input ? this.component(type.name, type, () => this.inputObject(type.name, input)) : { type: 'object' };
    } else {
      made = withRules(this.outputOf(getNamedType(type) as GraphQLOutputType), rules.filter((r) => !r.each));
    }
    return nullable ? orNull(made) : made;
  }

  /** A schema a presenter declared: its named parts become shared components. */
  declared(schema: JsonSchema): JsonSchema {
    const graphql = schema[GRAPHQL_TYPE];
    if (typeof graphql === 'string') return this.graphqlType(graphql, schema['x-nullable'] === true);
    const name = schemaName(schema);
    if (name) return this.component(name, schema, () => this.walk(schema));
    return this.walk(schema);
  }

  private graphqlType(name: string, nullable: boolean): JsonSchema {
    const type = this.schema.getType(name);
    if (!type || !(isObjectType(type) || isEnumType(type) || isScalarType(type) || isUnionType(type) || isInterfaceType(type))) throw new Error(`No GraphQL output type is named ${name}.`);
    const made = this.outputOf(type);
    return nullable ? orNull(made) : made;
  }

  private walk(schema: JsonSchema): JsonSchema {
    const out: Mutable = {};
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object') {
        out[key] = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, this.declared(v)]));
      } else if ((key === 'items' || key === 'additionalProperties') && value && typeof value === 'object') {
        out[key] = this.declared(value as JsonSchema);
      } else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value)) {
        out[key] = value.map((v: JsonSchema) => this.declared(v));
      } else out[key] = value;
    }
    return out;
  }
}

function enumSchema(values: unknown[], description?: string | null): JsonSchema {
  return described({ type: values.every((v) => typeof v === 'number') ? 'number' : 'string', enum: values }, description);
}

/** The GraphQL name of an input or args class. */
function graphqlName(input: Function): string {
  const storage = graphqlStorage();
  return storage.inputTypes.find((t) => t.target === input)?.name ?? input.name;
}

function inputClassNamed(name: string): Function | undefined {
  return graphqlStorage().inputTypes.find((t) => t.name === name)?.target;
}

interface Rule {
  type: string;
  name?: string;
  constraints: unknown[];
  each: boolean;
}

/** A class's validation rules (its parents' too), by property. */
function validationRules(input: Function): Map<string, Rule[]> {
  const byProperty = new Map<string, Rule[]>();
  for (const rule of validationStorage().getTargetValidationMetadatas(input, '', true, false)) {
    const list = byProperty.get(rule.propertyName) ?? [];
    list.push({ type: rule.type, name: rule.name, constraints: rule.constraints ?? [], each: rule.each });
    byProperty.set(rule.propertyName, list);
  }
  return byProperty;
}

/** What the validation rules say in JSON Schema's words (those it has words for). */
function withRules(schema: JsonSchema, rules: readonly Rule[]): JsonSchema {
  const out: Mutable = { ...schema };
  const array = out.type === 'array';
  for (const { type, name, constraints: [a, b] } of rules) {
    const rule = type === 'customValidation' ? (name ?? '') : type;
    switch (rule) {
      case 'isLength':
        if (typeof a === 'number') out.minLength = a;
        if (typeof b === 'number') out.maxLength = b;
        break;
      case 'maxLength':
        out.maxLength = Math.min(a as number, (out.maxLength as number | undefined) ?? Infinity);
        break;
      case 'minLength':
        out.minLength = a;
        break;
      case 'isNotEmpty':
        if (out.type === 'string') out.minLength = Math.max(1, (out.minLength as number | undefined) ?? 0);
        break;
      case 'matches':
        if (a instanceof RegExp && !a.flags.includes('i')) out.pattern = a.source;
        else if (typeof a === 'string') out.pattern = a;
        break;
      case 'min':
        out.minimum = a;
        break;
      case 'max':
        out.maximum = a;
        break;
      case 'isIn':
        if (Array.isArray(a)) out.enum = a;
        break;
      case 'isEnum':
        if (a && typeof a === 'object') out.enum = Object.values(a);
        break;
      case 'isInt':
        out.type = 'integer';
        break;
      case 'isEmail':
        out.format = 'email';
        break;
      case 'arrayMaxSize':
        if (array) out.maxItems = a;
        break;
      case 'arrayMinSize':
        if (array) out.minItems = a;
        break;
    }
  }
  return out;
}
