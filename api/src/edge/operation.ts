/**
 * An operation, declared once: its arguments (validated once, by their input classes), who may
 * call it, what it does (a service call) and what it answers. Its GraphQL field is made from the
 * declaration (operation-graphql.ts), and so is its REST route where it has one
 * (operation-rest.ts): path, status, the JSON shape it answers. The access tests read the
 * declarations, so no list of who may call what is kept by hand.
 *
 *     export const deleteContactQuery = defineOperation({
 *       name: 'deleteContactQuery', kind: 'mutation', access: 'staff',
 *       description: 'Deletes a contact query (admin).',
 *       args: { id: arg.id() }, result: () => MessageResult,
 *       run: ({ em, services }, { id }) => services.contact.delete(em, id),
 *       graphql: (message) => new MessageResult(message),
 *       rest: { method: 'DELETE', path: '/api/admin/contact-queries/:id', present: (message) => ({ message }) },
 *     });
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Float, ID, Int } from 'type-graphql';
import type { AdminClaims } from '../features/auth/auth.types.js';
import type { Services } from '../services.js';
import type { JsonSchema } from '../shared/json-schema.js';
import { scopeFor, type ApiArea } from './api-scope.js';

/**
 * Who may call an operation: anyone; anyone, counted against the public write limit (bookings,
 * messages); any signed-in member of staff, technicians included ('floor': the job board, job
 * cards, inspections, the clock); an owner or service adviser ('staff': the front office, money,
 * settings; a technician is refused); an owner; or a member of staff who must set up two-factor
 * sign-in first (their own account, the setup, signing out).
 */
export type Access = 'public' | 'public-write' | 'floor' | 'staff' | 'owner' | 'mfa-setup';

/** What an operation's `run` is given, over GraphQL and REST alike. */
export interface Call {
  em: EntityManager;
  services: Services;
  /** The signed-in member of staff, or null. */
  caller: AdminClaims | null;
  ip: string;
  /** The caller's User-Agent header ('' when absent). */
  userAgent: string;
  requestId: string;
  /** HTTP calls only (not sockets): the Cookie header, whether it came over https, and a way to answer a Set-Cookie. */
  cookies?: { header: string; https: boolean; set(cookie: string): void };
}

/** A GraphQL type as TypeGraphQL takes it: a class, a scalar, an enum, or a list of one (`[T]`). */
type TypeOf = () => unknown;

/** One argument: its GraphQL type, and where REST reads it from. */
export interface ArgSpec<T = unknown> {
  readonly type: TypeOf;
  readonly nullable?: boolean;
  /** Its description in the schema. */
  readonly description?: string;
  /** Its default in the schema (GraphQL fills it in when the caller leaves it out). */
  readonly defaultValue?: T;
  /** An input class: over REST the whole JSON body (for GET and DELETE, the query string) is read into it and validated. */
  readonly input?: new () => object;
  /** An @ArgsType class whose fields are arguments of their own (paging). */
  readonly flat?: boolean;
  /** How REST reads a scalar from a path parameter, the query string or the body: undefined when absent. */
  readonly read?: (value: unknown, name: string) => T | undefined;
  /** Carries the value's type; never set. */
  readonly _value?: T;
}

export type ArgSpecs = Record<string, ArgSpec>;
type ArgValues<A extends ArgSpecs> = { [K in keyof A]: A[K] extends ArgSpec<infer T> ? T : never };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const integer = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
};

/** The arguments' kinds. */
export const arg = {
  id: (): ArgSpec<string> => ({ type: () => ID, read: text }),
  string: (): ArgSpec<string> => ({ type: () => String, read: text }),
  optionalId: (): ArgSpec<string | null | undefined> => ({ type: () => ID, nullable: true, read: text }),
  optionalString: (): ArgSpec<string | null | undefined> => ({ type: () => String, nullable: true, read: text }),
  int: (): ArgSpec<number> => ({ type: () => Int, read: integer }),
  optionalInt: (): ArgSpec<number | null | undefined> => ({ type: () => Int, nullable: true, read: integer }),
  float: (): ArgSpec<number> => ({ type: () => Float, read: (v) => (typeof v === 'number' ? v : undefined) }),
  boolean: (): ArgSpec<boolean> => ({ type: () => Boolean, read: (v) => (typeof v === 'boolean' ? v : undefined) }),
  /** An enum registered with TypeGraphQL (`registerEnumType`): its values as strings. */
  enumOf: <T extends string>(type: object, nullable = false): ArgSpec<T> => ({ type: () => type, nullable, read: text as (v: unknown) => T | undefined }),
  input: <T extends object>(type: new () => T): ArgSpec<T> => ({ type: () => type, input: type }),
  optionalInput: <T extends object>(type: new () => T): ArgSpec<T | null> => ({ type: () => type, input: type, nullable: true }),
  /** Fields of an @ArgsType class as arguments of their own (paging: `limit`, `after`). */
  flat: <T extends object>(type: new () => T): ArgSpec<T> => ({ type: () => type, flat: true }),
};

/** The HTTP request and reply, for what only REST has (headers, cookies). */
export interface Http {
  request: FastifyRequest;
  reply: FastifyReply;
}

interface RestFace<A extends ArgSpecs, R> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The success status (200 by default). */
  status?: number;
  /**
   * The arguments, where REST names or reads them differently from GraphQL (e.g. a query string's
   * `cursor` for `after`). By default: each path parameter by its name; input classes from the body
   * (from the query string for GET and DELETE); other arguments from the body or the query string.
   */
  args?(http: Http): ArgValues<A> | Promise<ArgValues<A>>;
  /** The JSON answered (by default the result as it is). */
  present?(result: R, http: Http): unknown;
  /**
   * The JSON Schema of what `present` answers, declared beside the presenter (shared/json-schema.ts):
   * the API's description shows it. Without `present` the answer is the GraphQL result type's.
   */
  answer?: JsonSchema;
  /** The answer's media type where it is not JSON (a PDF, a CSV file, a page): its body is then not described. */
  produces?: string;
  /** The request body as the description shows it, where it is not JSON read into the arguments (an upload, a signed raw body): its media types and schemas. */
  consumes?: Readonly<Record<string, JsonSchema>>;
  /** The query string it reads, where its own `args` reads it (the description shows these instead of guessing from the arguments). */
  query?: Readonly<Record<string, { schema: JsonSchema; required?: boolean; description?: string }>>;
  /** Other statuses it may answer when it works (e.g. a 303 to another site, or 200 beside 201), with what each means. */
  otherAnswers?: Readonly<Record<number, string>>;
  /** More of the route's config: e.g. `admin: 'query-token'` for a link opened in a new tab. */
  config?: FastifyContextConfig;
  /** A query-token route serving one stored document: its id, so a one-document token for it is accepted. */
  document?(request: FastifyRequest, services: Services): string | null | Promise<string | null>;
  /** The largest body it reads, in bytes, where it differs from the server's. */
  bodyLimit?: number;
  /** Prepares a scope of the route's own, for what only it accepts (e.g. a content-type parser of a form body). */
  scope?(scope: FastifyInstance): void;
}

export interface Operation<A extends ArgSpecs = ArgSpecs, R = unknown> {
  /** The GraphQL field's name (a REST-only operation's name for its readers). */
  readonly name: string;
  readonly kind: 'query' | 'mutation';
  /** 'rest': it has no GraphQL field (a file download, a page a link opens): `result` is then not read. */
  readonly only?: 'rest';
  /** What it does, for the schema's readers (integrators); empty: the field has no description. */
  readonly description: string;
  readonly access: Access;
  /**
   * The area an API key's scope must reach to call it (read for a query, write for a mutation);
   * by default its feature's `apiArea`; null: no API key may call it.
   */
  readonly apiArea?: ApiArea | null;
  readonly args: A;
  /** The GraphQL result type. */
  readonly result: TypeOf;
  readonly nullable?: boolean;
  run(call: Call, args: ArgValues<A>): Promise<R> | R;
  /** What GraphQL answers, where it differs from `run`'s result. */
  graphql?(result: R): unknown;
  readonly rest?: RestFace<A, R>;
}

/** Declares an operation (a typed identity: its arguments' types reach `run`). */
export function defineOperation<A extends ArgSpecs, R>(operation: Operation<A, R>): Operation {
  return operation as unknown as Operation;
}

/** The scope an API key needs to call `operation`, or null when no key may call it. */
export function apiScopeOf(operation: Pick<Operation, 'apiArea' | 'kind'>): string | null {
  return operation.apiArea ? scopeFor(operation.apiArea, operation.kind) : null;
}

/** The access of every admin-only kind (signed in, as an owner or adviser, or as an owner). */
export function isStaffOnly(access: Access): boolean {
  return access === 'floor' || access === 'staff' || access === 'owner' || access === 'mfa-setup';
}
